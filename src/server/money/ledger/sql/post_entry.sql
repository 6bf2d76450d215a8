-- The living definition of post_entry: change it here, then `npm run db:function -- post_entry` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- One balanced entry. Wallets are credit-normal and keep a cached balance: a debit is one conditional UPDATE,
-- so two concurrent debits never spend the same naira (VL001 when the wallet cannot pay). Accounts without a
-- wallet are Veil's own. The CHECK on wallets.balance and the deferred balance trigger back this up.
CREATE OR REPLACE FUNCTION "post_entry"(
  "p_kind" text,
  "p_transaction_id" integer,
  "p_accounts" uuid[],
  "p_directions" text[],
  "p_amounts" numeric[]
) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  n integer := cardinality(p_accounts);
  net numeric := 0;
  new_entry uuid;
  i integer;
BEGIN
  IF n < 2 OR cardinality(p_directions) <> n OR cardinality(p_amounts) <> n THEN
    RAISE EXCEPTION 'post_entry: an entry needs at least two postings' USING ERRCODE = 'VL005';
  END IF;
  FOR i IN 1..n LOOP
    IF p_amounts[i] IS NULL OR p_amounts[i] <= 0 OR p_directions[i] NOT IN ('DEBIT', 'CREDIT') THEN
      RAISE EXCEPTION 'post_entry: postings need a direction and a positive amount' USING ERRCODE = 'VL005';
    END IF;
    net := net + CASE p_directions[i] WHEN 'DEBIT' THEN p_amounts[i] ELSE -p_amounts[i] END;
  END LOOP;
  IF net <> 0 THEN
    RAISE EXCEPTION 'post_entry: debits and credits differ by %', net USING ERRCODE = 'VL005';
  END IF;

  -- Debits first: a wallet that cannot pay stops the entry before any other wallet moves.
  FOR i IN 1..n LOOP
    IF p_directions[i] = 'DEBIT' THEN
      UPDATE "wallets" SET "balance" = "balance" - p_amounts[i], "updated_at" = now()
       WHERE "ledger_account_id" = p_accounts[i] AND "balance" >= p_amounts[i];
      IF NOT FOUND AND EXISTS (SELECT 1 FROM "wallets" WHERE "ledger_account_id" = p_accounts[i]) THEN
        RAISE EXCEPTION 'post_entry: insufficient balance' USING ERRCODE = 'VL001';
      END IF;
    END IF;
  END LOOP;
  FOR i IN 1..n LOOP
    IF p_directions[i] = 'CREDIT' THEN
      UPDATE "wallets" SET "balance" = "balance" + p_amounts[i], "updated_at" = now()
       WHERE "ledger_account_id" = p_accounts[i];
    END IF;
  END LOOP;

  INSERT INTO "ledger_entries" ("id", "transaction_id", "kind")
  VALUES (gen_random_uuid(), p_transaction_id, p_kind)
  RETURNING "id" INTO new_entry;
  INSERT INTO "postings" ("entry_id", "account_id", "direction", "amount")
  SELECT new_entry, posting.account_id, posting.direction::"PostingDirection", posting.amount
    FROM unnest(p_accounts, p_directions, p_amounts) AS posting (account_id, direction, amount);
  RETURN new_entry;
END;
$$;
