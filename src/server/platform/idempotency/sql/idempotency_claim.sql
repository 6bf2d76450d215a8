-- The living definition of idempotency_claim: change it here, then `npm run db:function -- idempotency_claim` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- The key rule: the first request with a key claims it (a key is taken over only once it has expired);
-- a request that already holds its key (p_key_id) links it to the transaction it recorded. A key someone
-- else holds raises VL003 and the caller's statement is undone: idempotency.ts then answers with the first
-- request's answer, 409 or 422. The key is created with the caller's id, so the caller knows it in advance.
CREATE OR REPLACE FUNCTION "idempotency_claim"(
  "p_key_id" uuid,
  "p_user_id" uuid,
  "p_key" text,
  "p_request_path" text,
  "p_request_hash" text,
  "p_keep_hours" integer,
  "p_transaction_id" integer
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  claimed uuid;
BEGIN
  UPDATE "idempotency_keys" SET "transaction_id" = coalesce(p_transaction_id, "transaction_id")
   WHERE "id" = p_key_id AND "user_id" = p_user_id AND "status" = 'IN_PROGRESS';
  IF FOUND THEN
    RETURN;
  END IF;
  INSERT INTO "idempotency_keys" ("id", "user_id", "key", "request_path", "request_hash", "status", "locked_at",
                                  "expires_at", "transaction_id")
  VALUES (p_key_id, p_user_id, p_key, p_request_path, p_request_hash, 'IN_PROGRESS', now(),
          now() + make_interval(hours => p_keep_hours), p_transaction_id)
  ON CONFLICT ("user_id", "key") DO UPDATE SET
    "id" = EXCLUDED."id", "request_path" = EXCLUDED."request_path", "request_hash" = EXCLUDED."request_hash",
    "status" = 'IN_PROGRESS', "response_status" = NULL, "response_body" = NULL,
    "transaction_id" = EXCLUDED."transaction_id", "created_at" = now(), "locked_at" = now(),
    "expires_at" = EXCLUDED."expires_at"
  WHERE "idempotency_keys"."expires_at" < now()
  RETURNING "id" INTO claimed;
  IF claimed IS NULL THEN
    RAISE EXCEPTION 'idempotency_claim: the key is held by another request' USING ERRCODE = 'VL003';
  END IF;
END;
$$;
