-- A transfer's money movement in one round trip (src/server/transfers/send-money.ts calls it).
--
-- It did the same work as an interactive transaction of nine statements through the ORM; under load the
-- app's one Node thread spent most of its time driving those round trips while PostgreSQL waited. The rules
-- are unchanged, and all of them hold or nothing is written:
--   1. the daily limit is counted by one conditional upsert (concurrent transfers cannot together pass it);
--   2. the wallet is debited by one conditional UPDATE (two concurrent debits cannot spend the same naira;
--      the CHECK on wallets.balance and the deferred balance trigger on postings still back this up);
--   3. the transaction, its balanced entry (debit the wallet; credit bank payouts and, when there is one, fees),
--      the payout as it will be sent, and the idempotency key's link to the transaction are written.
-- The limit is counted before the wallet is locked, the order every path that touches both uses (a failed
-- payout's reversal releases the limit, then credits the wallet), so two of them never wait on each other.
--
-- Answers: 'sent' with the new ids; 'daily_limit' with nothing written. An insufficient balance raises
-- SQLSTATE VL001, which undoes the limit already counted: the caller maps it to the spec's message.
CREATE FUNCTION "send_money"(
  "p_user_id" uuid,
  "p_idempotency_key_id" uuid,
  "p_day" date,
  "p_daily_limit" numeric,
  "p_amount" numeric,
  "p_fee" numeric,
  "p_description" text,
  "p_recipient_name" text,
  "p_recipient_account_number" text,
  "p_recipient_bank" text,
  "p_bank_code" text,
  "p_reference" text,
  "p_provider" text,
  "p_narration" text,
  "p_at" timestamptz,
  "p_payouts_account_id" uuid,
  "p_fees_account_id" uuid
) RETURNS TABLE ("outcome" text, "transaction_id" integer, "payout_id" uuid)
LANGUAGE plpgsql AS $$
DECLARE
  total numeric := p_amount + p_fee;
  wallet_account uuid;
  new_transaction integer;
  new_entry uuid;
  new_payout uuid;
BEGIN
  IF p_amount <= 0 OR p_fee < 0 THEN
    RAISE EXCEPTION 'send_money: the amount must be positive and the fee not negative' USING ERRCODE = 'check_violation';
  END IF;

  INSERT INTO "daily_send_usage" ("user_id", "day", "amount", "updated_at")
  SELECT p_user_id, p_day, total, now() WHERE total <= p_daily_limit
  ON CONFLICT ("user_id", "day") DO UPDATE
    SET "amount" = "daily_send_usage"."amount" + EXCLUDED."amount", "updated_at" = now()
    WHERE "daily_send_usage"."amount" + EXCLUDED."amount" <= p_daily_limit;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'daily_limit'::text, NULL::integer, NULL::uuid;
    RETURN;
  END IF;

  UPDATE "wallets" SET "balance" = "balance" - total, "updated_at" = now()
   WHERE "user_id" = p_user_id AND "balance" >= total
  RETURNING "ledger_account_id" INTO wallet_account;
  IF wallet_account IS NULL THEN
    RAISE EXCEPTION 'send_money: insufficient balance' USING ERRCODE = 'VL001';
  END IF;

  INSERT INTO "transactions" ("user_id", "transaction_type", "amount", "fee", "description", "recipient_name",
                              "recipient_account_number", "recipient_bank", "status", "transaction_reference",
                              "transaction_date", "updated_at")
  VALUES (p_user_id, 'SEND', p_amount, p_fee, p_description, p_recipient_name, p_recipient_account_number,
          p_recipient_bank, 'PENDING', p_reference, p_at, now())
  RETURNING "id" INTO new_transaction;

  INSERT INTO "ledger_entries" ("id", "transaction_id", "kind")
  VALUES (gen_random_uuid(), new_transaction, 'transfer')
  RETURNING "id" INTO new_entry;
  INSERT INTO "postings" ("entry_id", "account_id", "direction", "amount")
  SELECT new_entry, posting.account_id, posting.direction::"PostingDirection", posting.amount
    FROM (VALUES (wallet_account, 'DEBIT', total),
                 (p_payouts_account_id, 'CREDIT', p_amount),
                 (p_fees_account_id, 'CREDIT', p_fee)) AS posting (account_id, direction, amount)
   WHERE posting.amount > 0;

  -- What the provider will be sent, stored as sent: Veil, the reference, the recipient. Not the user.
  INSERT INTO "payouts" ("id", "transaction_id", "reference", "provider", "amount", "bank_code", "account_number",
                         "account_name", "narration", "updated_at")
  VALUES (gen_random_uuid(), new_transaction, p_reference, p_provider, p_amount, p_bank_code,
          p_recipient_account_number, p_recipient_name, p_narration, now())
  RETURNING "id" INTO new_payout;

  IF p_idempotency_key_id IS NOT NULL THEN
    UPDATE "idempotency_keys" SET "transaction_id" = new_transaction WHERE "id" = p_idempotency_key_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'send_money: no idempotency key %', p_idempotency_key_id USING ERRCODE = 'foreign_key_violation';
    END IF;
  END IF;

  RETURN QUERY SELECT 'sent'::text, new_transaction, new_payout;
END;
$$;
