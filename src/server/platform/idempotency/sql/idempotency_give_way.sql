-- The living definition of idempotency_give_way: change it here, then `npm run db:function -- idempotency_give_way` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- A refusal met before the key is claimed (a retry of a transfer that emptied the wallet) gives way to the
-- request that holds the key, so the retry gets that request's answer instead of the refusal.
CREATE OR REPLACE FUNCTION "idempotency_give_way"("p_key_id" uuid, "p_user_id" uuid, "p_key" text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NOT NULL AND EXISTS (
    SELECT 1 FROM "idempotency_keys"
     WHERE "user_id" = p_user_id AND "key" = p_key AND "id" <> p_key_id AND "expires_at" >= now()
  ) THEN
    RAISE EXCEPTION 'idempotency_claim: the key is held by another request' USING ERRCODE = 'VL003';
  END IF;
END;
$$;
