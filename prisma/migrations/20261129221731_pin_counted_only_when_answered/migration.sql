-- check_transaction_pin, from src/server/auth/pin/sql/check_transaction_pin.sql.
-- The function gains p_count: the old signature is dropped so the new one replaces it rather than overloading it.
DROP FUNCTION IF EXISTS "check_transaction_pin"(UUID, TEXT, BYTEA, TEXT, BYTEA, TEXT, BOOLEAN, INT, INT, INT);
-- The living definition of check_transaction_pin: change it here, then `npm run db:function -- check_transaction_pin` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- One try of a PIN, checked, counted and locked under the PIN row's lock (docs/security.md, The transaction PIN).
-- The caller computes the MACs (the key never reaches the database), and passes the MAC under the previous key
-- too while a rotation is under way. Outcomes: 'right', 'wrong' (with the tries left), 'locked-now' or
-- 'reset-now' (this try took the last one; the alert is owed in the same update), 'locked', 'reset-required',
-- 'no-pin', and 'legacy' (a bcrypt PIN: the caller checks it with bcrypt and asks again with p_legacy_hash and
-- p_legacy_right). Wrong tries count for a day from the first (p_second_lock_within_minutes): a right PIN
-- typed between them does not forgive them, so guesses made with a copied session between the owner's own
-- payments still reach the lock and its alert.
-- With p_count false the function only looks: 'right' for a right PIN with nothing to forgive, else 'count'
-- (nothing locked or written), and the caller asks again with p_count true inside a transaction it commits only
-- once it has the answer. A try the server stopped waiting for (a database that stalled with the statement in
-- hand) is then rolled back with the connection, never counted behind a "briefly unavailable".
CREATE OR REPLACE FUNCTION "check_transaction_pin"(
  p_user_id UUID, p_key_id TEXT, p_mac BYTEA, p_old_key_id TEXT, p_old_mac BYTEA,
  p_legacy_hash TEXT, p_legacy_right BOOLEAN, p_tries INT, p_lock_minutes INT, p_second_lock_within_minutes INT,
  p_count BOOLEAN
) RETURNS TABLE ("outcome" TEXT, "tries_left" INT, "legacy_hash" TEXT) LANGUAGE plpgsql
SET lock_timeout = '4s' AS $$
DECLARE
  r "transaction_pins"%ROWTYPE;
  v_right BOOLEAN;
  v_attempts INT;
  v_reset BOOLEAN;
  v_fresh BOOLEAN;
BEGIN
  -- The common case, a right PIN with nothing to forgive, reads without locking: it changes nothing.
  SELECT * INTO r FROM "transaction_pins" WHERE "user_id" = p_user_id;
  IF FOUND AND r."pin_mac" IS NOT NULL AND NOT r."reset_required"
     AND r."failed_attempts" = 0 AND r."locked_until" IS NULL
     AND r."pin_key_id" = p_key_id AND r."pin_mac" = p_mac THEN
    RETURN QUERY SELECT 'right'::TEXT, p_tries, NULL::TEXT;
    RETURN;
  END IF;
  IF NOT p_count THEN
    RETURN QUERY SELECT 'count'::TEXT, 0, NULL::TEXT;
    RETURN;
  END IF;

  SELECT * INTO r FROM "transaction_pins" WHERE "user_id" = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no-pin'::TEXT, 0, NULL::TEXT;
    RETURN;
  END IF;
  IF r."reset_required" THEN
    RETURN QUERY SELECT 'reset-required'::TEXT, 0, NULL::TEXT;
    RETURN;
  END IF;
  IF r."locked_until" > now() THEN
    RETURN QUERY SELECT 'locked'::TEXT, 0, NULL::TEXT;
    RETURN;
  END IF;

  IF r."pin_mac" IS NULL THEN
    IF p_legacy_hash IS NULL OR p_legacy_hash IS DISTINCT FROM r."pin_hash" THEN
      RETURN QUERY SELECT 'legacy'::TEXT, 0, r."pin_hash";
      RETURN;
    END IF;
    v_right := coalesce(p_legacy_right, false);
  ELSE
    v_right := (r."pin_key_id" = p_key_id AND r."pin_mac" = p_mac)
      OR (p_old_key_id IS NOT NULL AND r."pin_key_id" = p_old_key_id AND r."pin_mac" = p_old_mac);
  END IF;

  -- A count starts again after a lock that has ended, or a day after its first wrong try.
  v_fresh := r."locked_until" IS NOT NULL OR r."first_failed_at" IS NULL
    OR r."first_failed_at" <= now() - make_interval(mins => p_second_lock_within_minutes);

  IF v_right THEN
    -- Lifts an expired lock, forgets a count that has ended, and keeps the PIN under the current key (a
    -- bcrypt PIN, or one made under the previous key, is rewritten once).
    UPDATE "transaction_pins"
       SET "failed_attempts" = CASE WHEN v_fresh THEN 0 ELSE r."failed_attempts" END,
           "first_failed_at" = CASE WHEN v_fresh THEN NULL ELSE r."first_failed_at" END,
           "locked_until" = NULL, "pin_mac" = p_mac, "pin_key_id" = p_key_id, "pin_hash" = NULL, "updated_at" = now()
     WHERE "user_id" = p_user_id;
    RETURN QUERY SELECT 'right'::TEXT, p_tries, NULL::TEXT;
    RETURN;
  END IF;

  v_attempts := CASE WHEN v_fresh THEN 1 ELSE r."failed_attempts" + 1 END;
  IF v_attempts < p_tries THEN
    UPDATE "transaction_pins"
       SET "failed_attempts" = v_attempts, "locked_until" = NULL, "updated_at" = now(),
           "first_failed_at" = CASE WHEN v_fresh THEN now() ELSE r."first_failed_at" END
     WHERE "user_id" = p_user_id;
    RETURN QUERY SELECT 'wrong'::TEXT, p_tries - v_attempts, NULL::TEXT;
    RETURN;
  END IF;

  -- The last try: locked for p_lock_minutes, or, the second time within p_second_lock_within_minutes (a day),
  -- until Reset PIN.
  v_reset := r."last_locked_at" IS NOT NULL
    AND r."last_locked_at" > now() - make_interval(mins => p_second_lock_within_minutes);
  UPDATE "transaction_pins"
     SET "failed_attempts" = v_attempts, "locked_until" = now() + make_interval(mins => p_lock_minutes),
         "first_failed_at" = CASE WHEN v_fresh THEN now() ELSE r."first_failed_at" END,
         "last_locked_at" = now(), "reset_required" = v_reset,
         "lock_alert_owed" = CASE WHEN v_reset THEN 'pin-locked-reset' ELSE 'pin-locked' END, "updated_at" = now()
   WHERE "user_id" = p_user_id;
  RETURN QUERY SELECT CASE WHEN v_reset THEN 'reset-now' ELSE 'locked-now' END, 0, NULL::TEXT;
END
$$;
