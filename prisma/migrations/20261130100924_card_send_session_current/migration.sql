-- send_money, from src/server/money/transfers/sql/send_money.sql.
-- The living definition of send_money: change it here, then `npm run db:function -- send_money` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- A transfer's money movement in one statement, all or nothing. Its one argument is the request as a JSON
-- object, one field each (send-money-statement.ts builds it, typed as SendMoneyRequest); the DECLARE block below
-- reads each field into its type, so a field of the wrong type is refused before anything is read or written,
-- and a missing amount or fee is refused as a wrong one is.
--   1. the session the request carries must still be the user's: its version (a password change or a reset
--      ended every session) and its own row in user_sessions (logout or "Sign out" from another device ended
--      this one), else VL004. A Card to Account send (card_top_up_id) carries no session: it was authorised
--      with the PIN when it was asked for, and goes once its card top-up is credited. Its card_sends row is
--      locked instead, and must be unsent, unrefused and its top-up Completed, else VL006; and the session that
--      asked for it must still be current, else VL008 (the money stays in the wallet);
--   2. the wallet is locked, then the day's total is counted against the tier's limit under that lock, so
--      concurrent transfers cannot together pass it (VL002, with the limit and what is left in DETAIL as
--      JSON, for the message); the limit is the one of the tier stored on the user (users.kyc_tier), picked
--      here and nowhere else;
--   3. the account must not be frozen (VL007), read after the wallet's lock, which a freeze takes before it sets
--      frozen_at: a transfer either finished before the freeze or sees it; and the balance must cover amount and
--      fee (VL001);
--   4. the transaction, its entry (through post_entry) and the payout as it will be sent are written (with
--      send_after, a cooling-off send the jobs hand to the provider only then); a transfer
--      to another Veil wallet (credit_account_id names the account the money goes to, payout is false) has no
--      payout: its one entry moves the money straight there and it is Completed at once (veil-transfer.ts writes
--      the recipient's side in the same database transaction);
--   5. the request's key is claimed or linked (idempotency_claim).
-- A refused transfer whose key another request holds gives way to it (VL003).
-- The locking order, wallet then daily usage, is the order a refund takes too, so the two never deadlock.
CREATE OR REPLACE FUNCTION "send_money"("p_request" jsonb) RETURNS TABLE ("transaction_id" integer, "payout_id" uuid)
LANGUAGE plpgsql
SET lock_timeout = '4s' AS $$
DECLARE
  -- The request's fields, each in its type.
  p_user_id uuid := p_request->>'user_id';
  p_session_version integer := p_request->>'session_version';
  p_session_id uuid := p_request->>'session_id';
  p_key_id uuid := p_request->>'key_id';
  p_key text := p_request->>'key';
  p_request_path text := p_request->>'request_path';
  p_request_hash text := p_request->>'request_hash';
  p_keep_hours integer := p_request->>'keep_hours';
  p_day date := p_request->>'day';
  p_daily_limit_tier_1 numeric := p_request->>'daily_limit_tier_1';
  p_daily_limit_tier_2 numeric := p_request->>'daily_limit_tier_2';
  p_daily_limit_tier_3 numeric := p_request->>'daily_limit_tier_3';
  p_amount numeric := p_request->>'amount';
  p_fee numeric := p_request->>'fee';
  p_description text := p_request->>'description';
  p_recipient_name text := p_request->>'recipient_name';
  p_recipient_account_number text := p_request->>'recipient_account_number';
  p_recipient_bank text := p_request->>'recipient_bank';
  p_bank_code text := p_request->>'bank_code';
  p_reference text := p_request->>'reference';
  p_provider text := p_request->>'provider';
  p_narration text := p_request->>'narration';
  p_at timestamptz := p_request->>'at';
  p_payouts_account_id uuid := p_request->>'payouts_account_id';
  p_fees_account_id uuid := p_request->>'fees_account_id';
  -- Between two Veil wallets: where the money goes (the recipient's wallet, or held deposits), and no payout.
  p_credit_account_id uuid := coalesce(p_request->>'credit_account_id', p_request->>'payouts_account_id');
  p_payout boolean := coalesce((p_request->>'payout')::boolean, true);
  -- Card to Account: the credited card top-up that pays for this send.
  p_card_top_up_id integer := p_request->>'card_top_up_id';
  -- A cooling-off send: the payout waits until then.
  p_send_after timestamptz := p_request->>'send_after';

  total numeric := p_amount + p_fee;
  current_version integer;
  daily_limit numeric;
  wallet_account uuid;
  wallet_balance numeric;
  used numeric;
  new_transaction integer;
  new_payout uuid;
  card_session uuid;
BEGIN
  IF (p_amount > 0 AND p_fee >= 0) IS NOT TRUE THEN
    RAISE EXCEPTION 'send_money: the amount must be positive and the fee not negative' USING ERRCODE = 'check_violation';
  END IF;

  SELECT "session_version",
         CASE "kyc_tier" WHEN 3 THEN p_daily_limit_tier_3 WHEN 2 THEN p_daily_limit_tier_2 ELSE p_daily_limit_tier_1 END
    INTO current_version, daily_limit
    FROM "users" WHERE "id" = p_user_id;
  -- The session's own row, held FOR SHARE until the transfer commits: a sign-out of this device waits for a
  -- transfer already under way, and a transfer that comes after the sign-out finds the row ended.
  IF p_card_top_up_id IS NULL THEN
    PERFORM 1 FROM "user_sessions"
      WHERE "id" = p_session_id AND "user_id" = p_user_id AND "ended_at" IS NULL
      FOR SHARE;
    IF NOT FOUND OR current_version IS NULL OR current_version IS DISTINCT FROM p_session_version THEN
      RAISE EXCEPTION 'send_money: the session has ended' USING ERRCODE = 'VL004';
    END IF;
  ELSE
    SELECT c."session_id" INTO card_session
      FROM "card_sends" c JOIN "transactions" t ON t."id" = c."top_up_id"
      WHERE c."top_up_id" = p_card_top_up_id AND c."user_id" = p_user_id AND t."user_id" = p_user_id
        AND c."send_id" IS NULL AND c."refusal" IS NULL AND t."status" = 'COMPLETED'
      FOR UPDATE OF c;
    IF NOT FOUND OR current_version IS NULL THEN
      RAISE EXCEPTION 'send_money: the card payment is not waiting to be sent' USING ERRCODE = 'VL006';
    END IF;
    -- The session that asked for it, held FOR SHARE as a transfer's own: ended meanwhile (a sign-out, a password
    -- change, a freeze), the payment is not sent and its money stays in the wallet.
    IF card_session IS NOT NULL THEN
      PERFORM 1 FROM "user_sessions"
        WHERE "id" = card_session AND "user_id" = p_user_id AND "ended_at" IS NULL
          AND "session_version" = current_version
        FOR SHARE;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'send_money: the session that asked for the card payment has ended' USING ERRCODE = 'VL008';
      END IF;
    END IF;
  END IF;

  SELECT "ledger_account_id", "balance" INTO wallet_account, wallet_balance
    FROM "wallets" WHERE "user_id" = p_user_id FOR UPDATE;

  -- Its own statement, so it reads what committed before the wallet's lock was granted.
  IF EXISTS (SELECT 1 FROM "users" WHERE "id" = p_user_id AND "frozen_at" IS NOT NULL
               AND ("unfreeze_at" IS NULL OR "unfreeze_at" > now())) THEN
    PERFORM "idempotency_give_way"(p_key_id, p_user_id, p_key);
    RAISE EXCEPTION 'send_money: the account is frozen' USING ERRCODE = 'VL007';
  END IF;

  INSERT INTO "daily_send_usage" ("user_id", "day", "amount", "updated_at")
  SELECT p_user_id, p_day, total, now() WHERE total <= daily_limit
  ON CONFLICT ("user_id", "day") DO UPDATE
    SET "amount" = "daily_send_usage"."amount" + EXCLUDED."amount", "updated_at" = now()
    WHERE "daily_send_usage"."amount" + EXCLUDED."amount" <= daily_limit;
  IF NOT FOUND THEN
    PERFORM "idempotency_give_way"(p_key_id, p_user_id, p_key);
    SELECT coalesce((SELECT "amount" FROM "daily_send_usage" WHERE "user_id" = p_user_id AND "day" = p_day), 0)
      INTO used;
    RAISE EXCEPTION 'send_money: above the daily limit' USING ERRCODE = 'VL002',
      DETAIL = json_build_object('limit', daily_limit::text, 'left', greatest(daily_limit - used, 0)::text)::text;
  END IF;

  IF wallet_account IS NULL OR wallet_balance < total THEN
    PERFORM "idempotency_give_way"(p_key_id, p_user_id, p_key);
    RAISE EXCEPTION 'send_money: insufficient balance' USING ERRCODE = 'VL001';
  END IF;

  INSERT INTO "transactions" ("user_id", "transaction_type", "amount", "fee", "description", "recipient_name",
                              "recipient_account_number", "recipient_bank", "status", "transaction_reference",
                              "transaction_date", "updated_at")
  VALUES (p_user_id, 'SEND', p_amount, p_fee, p_description, p_recipient_name, p_recipient_account_number,
          p_recipient_bank, CASE WHEN p_payout THEN 'PENDING' ELSE 'COMPLETED' END::"TransactionStatus", p_reference,
          p_at, now())
  RETURNING "id" INTO new_transaction;

  IF p_fee > 0 THEN
    PERFORM "post_entry"(CASE WHEN p_payout THEN 'transfer' ELSE 'veil-transfer' END, new_transaction,
                         ARRAY[wallet_account, p_credit_account_id, p_fees_account_id],
                         ARRAY['DEBIT', 'CREDIT', 'CREDIT'], ARRAY[total, p_amount, p_fee]);
  ELSE
    PERFORM "post_entry"(CASE WHEN p_payout THEN 'transfer' ELSE 'veil-transfer' END, new_transaction,
                         ARRAY[wallet_account, p_credit_account_id], ARRAY['DEBIT', 'CREDIT'], ARRAY[total, p_amount]);
  END IF;

  -- What the provider will be sent, stored as sent: Veil, the reference, the recipient. Not the user.
  IF p_payout THEN
    INSERT INTO "payouts" ("id", "transaction_id", "reference", "provider", "amount", "bank_code", "account_number",
                           "account_name", "narration", "send_after", "updated_at")
    VALUES (gen_random_uuid(), new_transaction, p_reference, p_provider, p_amount, p_bank_code,
            p_recipient_account_number, p_recipient_name, p_narration, p_send_after, now())
    RETURNING "id" INTO new_payout;
  END IF;

  IF p_card_top_up_id IS NOT NULL THEN
    UPDATE "card_sends" SET "send_id" = new_transaction WHERE "top_up_id" = p_card_top_up_id;
    UPDATE "transactions" s SET "card_brand" = t."card_brand", "card_last4" = t."card_last4"
      FROM "transactions" t WHERE s."id" = new_transaction AND t."id" = p_card_top_up_id;
  END IF;

  IF p_key_id IS NOT NULL THEN
    PERFORM "idempotency_claim"(p_key_id, p_user_id, p_key, p_request_path, p_request_hash, p_keep_hours,
                                new_transaction);
  END IF;

  RETURN QUERY SELECT new_transaction, new_payout;
END;
$$;
