-- send_money_after_pin, from src/server/money/transfers/sql/send_money_after_pin.sql.
-- The living definition of send_money_after_pin: change it here, then `npm run db:function -- send_money_after_pin`
-- writes the migration that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- A transfer's PIN and its money movement in one statement, so the everyday transfer makes one round trip fewer
-- (send-money-statement.ts, sendMoneyAfterPin). check_transaction_pin tries the PIN first; send_money runs only
-- when it answers 'right'. Any other answer is returned with no transaction, and
-- the function returns normally so that what the try changed (a wrong try counted, a lock) is committed. The
-- caller's statement calls this only for a current session, with its user's id (forCurrentSession, as the PIN's
-- own statement does), and send_money checks the session again under the wallet's lock. A bcrypt PIN ('legacy') is left to the caller, which checks
-- it with bcrypt on its own and asks again. When send_money refuses (a limit, the balance), the whole statement
-- is undone: a right PIN has nothing to count, so only forgiving an ended count waits for the next right PIN.
CREATE OR REPLACE FUNCTION "send_money_after_pin"(
  p_user_id UUID, p_key_id TEXT, p_mac BYTEA, p_old_key_id TEXT, p_old_mac BYTEA,
  p_tries INT, p_lock_minutes INT, p_second_lock_within_minutes INT, p_request jsonb
) RETURNS TABLE ("outcome" TEXT, "tries_left" INT, "legacy_hash" TEXT, "transaction_id" INT, "payout_id" UUID)
LANGUAGE plpgsql AS $$
DECLARE
  verdict RECORD;
  sent RECORD;
BEGIN
  IF p_user_id IS DISTINCT FROM (p_request->>'user_id')::uuid THEN
    RAISE EXCEPTION 'send_money_after_pin: the PIN and the transfer are not the same user''s' USING ERRCODE = 'check_violation';
  END IF;
  SELECT * INTO verdict FROM "check_transaction_pin"(
    p_user_id, p_key_id, p_mac, p_old_key_id, p_old_mac, NULL, NULL,
    p_tries, p_lock_minutes, p_second_lock_within_minutes
  );
  IF verdict."outcome" IS DISTINCT FROM 'right' THEN
    RETURN QUERY SELECT verdict."outcome", verdict."tries_left", verdict."legacy_hash", NULL::INT, NULL::UUID;
    RETURN;
  END IF;
  SELECT * INTO STRICT sent FROM "send_money"(p_request);
  RETURN QUERY SELECT verdict."outcome", verdict."tries_left", NULL::TEXT, sent."transaction_id", sent."payout_id";
END
$$;
