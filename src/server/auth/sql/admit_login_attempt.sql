-- The living definition of admit_login_attempt: change it here, then `npm run db:function -- admit_login_attempt` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- admit_login_attempt: checks the limits and records the attempt as a failure (a correct password deletes it),
-- in one statement. Logins arrive while bcrypt holds the server's CPU, so a transaction spanning several round
-- trips from Node can outlive its timeout; this one is a single call whose lock is released when it returns.
-- Inside a function each query takes a fresh snapshot, so the counts read after the advisory lock include
-- every attempt committed before it: a burst of parallel guesses cannot all slip under a limit.
--
-- With a device (a browser that signed in to this number before, proven by a signed cookie), only that
-- device's failures count. Without one, failures without a device count per number and per client address.
-- Answers the new attempt's id, or the seconds until one more attempt is allowed (the limit-th newest failure
-- leaves the window).
CREATE OR REPLACE FUNCTION "admit_login_attempt"(
  "p_phone" text,
  "p_client" text,
  "p_device" text,
  "p_now" timestamptz,
  "p_window" interval,
  "p_max_per_phone" integer,
  "p_max_per_client" integer,
  "p_max_per_device" integer
) RETURNS TABLE ("attempt_id" bigint, "retry_after_seconds" integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_edge timestamptz;
  v_id bigint;
BEGIN
  IF p_device IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('login-device:' || p_device, 0));
    SELECT created_at INTO v_edge FROM login_attempts
     WHERE device_id = p_device AND created_at > p_now - p_window
     ORDER BY created_at DESC OFFSET p_max_per_device - 1 LIMIT 1;
  ELSE
    PERFORM pg_advisory_xact_lock(hashtextextended('login:' || p_phone, 0));
    SELECT created_at INTO v_edge FROM login_attempts
     WHERE phone_number = p_phone AND device_id IS NULL AND created_at > p_now - p_window
     ORDER BY created_at DESC OFFSET p_max_per_phone - 1 LIMIT 1;
    IF v_edge IS NULL THEN
      SELECT created_at INTO v_edge FROM login_attempts
       WHERE ip_address = p_client AND device_id IS NULL AND created_at > p_now - p_window
       ORDER BY created_at DESC OFFSET p_max_per_client - 1 LIMIT 1;
    END IF;
  END IF;
  IF v_edge IS NOT NULL THEN
    RETURN QUERY SELECT NULL::bigint, greatest(1, ceil(extract(epoch FROM (v_edge + p_window - p_now))))::integer;
    RETURN;
  END IF;
  INSERT INTO login_attempts (phone_number, ip_address, device_id, created_at)
  VALUES (p_phone, p_client, p_device, p_now)
  RETURNING id INTO v_id;
  RETURN QUERY SELECT v_id, NULL::integer;
END;
$$;
