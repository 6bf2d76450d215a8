-- send_money checks the request's session itself, and picks the sender's daily limit from their tier.
--
-- A transfer used to cost three round trips: the session (is the cookie's session version still the user's?),
-- send_money, and the settle after the bank answers. The session check is now the first thing send_money
-- does, in the statement that moves the money (README, "Performance": under load, each round trip cost the
-- server's one thread more than the work it carried). What it refuses is unchanged: a session ended by logout
-- or a password change (its version is no longer the user's), or a user who no longer exists, raise
-- SQLSTATE VL004 before anything is counted or written, and the caller answers 401.
--
-- The tier is read from the same row: a user verified by BVN gets p_daily_limit_by_bvn, one verified by phone
-- number only p_daily_limit_by_phone (the amounts stay in src/lib/limits.ts).
--
-- Everything else is as in migration 20261121120000_send_money_function, which explains each step.
--
-- The old signature is left in place, not dropped: a server still running the previous release calls it by
-- its parameter names (p_daily_limit) until the new release replaces it, and dropping it under that server
-- would fail its transfers. A later migration drops it once no release calls it (expand, then contract).

CREATE FUNCTION "send_money"(
  "p_user_id" uuid,
  "p_session_version" integer,
  "p_claimed_key_id" uuid,
  "p_key" text,
  "p_request_path" text,
  "p_request_hash" text,
  "p_keep_hours" integer,
  "p_day" date,
  "p_daily_limit_by_bvn" numeric,
  "p_daily_limit_by_phone" numeric,
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
) RETURNS TABLE ("transaction_id" integer, "payout_id" uuid, "key_id" uuid)
LANGUAGE plpgsql AS $$
DECLARE
  total numeric := p_amount + p_fee;
  claimed uuid := p_claimed_key_id;
  current_version integer;
  daily_limit numeric;
  wallet_account uuid;
  new_transaction integer;
  new_entry uuid;
  new_payout uuid;
BEGIN
  IF p_amount <= 0 OR p_fee < 0 THEN
    RAISE EXCEPTION 'send_money: the amount must be positive and the fee not negative' USING ERRCODE = 'check_violation';
  END IF;

  SELECT "session_version", CASE WHEN "bvn_hash" IS NOT NULL THEN p_daily_limit_by_bvn ELSE p_daily_limit_by_phone END
    INTO current_version, daily_limit
    FROM "users" WHERE "id" = p_user_id;
  IF current_version IS NULL OR current_version IS DISTINCT FROM p_session_version THEN
    RAISE EXCEPTION 'send_money: the session has ended' USING ERRCODE = 'VL004';
  END IF;

  INSERT INTO "daily_send_usage" ("user_id", "day", "amount", "updated_at")
  SELECT p_user_id, p_day, total, now() WHERE total <= daily_limit
  ON CONFLICT ("user_id", "day") DO UPDATE
    SET "amount" = "daily_send_usage"."amount" + EXCLUDED."amount", "updated_at" = now()
    WHERE "daily_send_usage"."amount" + EXCLUDED."amount" <= daily_limit;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'send_money: above the daily limit' USING ERRCODE = 'VL002';
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

  IF claimed IS NOT NULL THEN
    UPDATE "idempotency_keys" SET "transaction_id" = new_transaction WHERE "id" = claimed;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'send_money: no idempotency key %', claimed USING ERRCODE = 'foreign_key_violation';
    END IF;
  ELSIF p_key IS NOT NULL THEN
    -- Claimed last, already linked (one row version, not two). A request holding the key committed first,
    -- or is about to (this insert waits for it): everything above is undone, and the caller is told.
    INSERT INTO "idempotency_keys" ("id", "user_id", "key", "request_path", "request_hash", "status",
                                    "locked_at", "expires_at", "transaction_id")
    VALUES (gen_random_uuid(), p_user_id, p_key, p_request_path, p_request_hash, 'IN_PROGRESS', now(),
            now() + make_interval(hours => p_keep_hours), new_transaction)
    ON CONFLICT ("user_id", "key") DO UPDATE SET
      "request_path" = EXCLUDED."request_path", "request_hash" = EXCLUDED."request_hash",
      "status" = 'IN_PROGRESS', "response_status" = NULL, "response_body" = NULL,
      "transaction_id" = EXCLUDED."transaction_id", "created_at" = now(), "locked_at" = now(),
      "expires_at" = EXCLUDED."expires_at"
    WHERE "idempotency_keys"."expires_at" < now()
    RETURNING "id" INTO claimed;
    IF claimed IS NULL THEN
      RAISE EXCEPTION 'send_money: idempotency key taken' USING ERRCODE = 'VL003';
    END IF;
  END IF;

  RETURN QUERY SELECT new_transaction, new_payout, claimed;
END;
$$;
