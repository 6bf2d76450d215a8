-- The living definition of ledger_entry_must_balance: change it here, then `npm run db:function -- ledger_entry_must_balance` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- Every journal entry balances: checked at commit, once all of its postings are written.
CREATE OR REPLACE FUNCTION "ledger_entry_must_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  net numeric;
BEGIN
  SELECT COALESCE(SUM(CASE WHEN "direction" = 'DEBIT' THEN "amount" ELSE -"amount" END), 0)
    INTO net FROM "postings" WHERE "entry_id" = NEW."entry_id";
  IF net <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance (debits minus credits = %)', NEW."entry_id", net
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
