-- The living definition of ledger_refuse_change: change it here, then `npm run db:function -- ledger_refuse_change` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- The ledger is append-only: a mistake is corrected by a reversing entry, never by an edit.
CREATE OR REPLACE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
