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
-- This is an overload in front of the money movement, not a copy of it: having checked the session and picked
-- the limit, it calls send_money as migration 20261121120000_send_money_function wrote it (by its p_daily_limit
-- parameter), which stays the one place that counts the limit, debits the wallet and writes the records. Both
-- run in the caller's one statement, so a refusal there still undoes everything. A server still running the
-- previous release calls that signature directly until the new release replaces it.
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
  current_version integer;
  daily_limit numeric;
BEGIN
  SELECT "session_version", CASE WHEN "bvn_hash" IS NOT NULL THEN p_daily_limit_by_bvn ELSE p_daily_limit_by_phone END
    INTO current_version, daily_limit
    FROM "users" WHERE "id" = p_user_id;
  IF current_version IS NULL OR current_version IS DISTINCT FROM p_session_version THEN
    RAISE EXCEPTION 'send_money: the session has ended' USING ERRCODE = 'VL004';
  END IF;

  RETURN QUERY SELECT * FROM "send_money"(
    p_user_id => p_user_id, p_claimed_key_id => p_claimed_key_id, p_key => p_key, p_request_path => p_request_path,
    p_request_hash => p_request_hash, p_keep_hours => p_keep_hours, p_day => p_day, p_daily_limit => daily_limit,
    p_amount => p_amount, p_fee => p_fee, p_description => p_description, p_recipient_name => p_recipient_name,
    p_recipient_account_number => p_recipient_account_number, p_recipient_bank => p_recipient_bank,
    p_bank_code => p_bank_code, p_reference => p_reference, p_provider => p_provider, p_narration => p_narration,
    p_at => p_at, p_payouts_account_id => p_payouts_account_id, p_fees_account_id => p_fees_account_id);
END;
$$;
