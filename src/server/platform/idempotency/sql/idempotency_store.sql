-- The living definition of idempotency_store: change it here, then `npm run db:function -- idempotency_store` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
CREATE OR REPLACE FUNCTION "idempotency_store"("p_key_id" uuid, "p_status" integer, "p_body" jsonb) RETURNS boolean
LANGUAGE sql AS $$
  UPDATE "idempotency_keys"
     SET "status" = 'COMPLETED', "response_status" = p_status, "response_body" = p_body, "locked_at" = NULL
   WHERE "id" = p_key_id
  RETURNING true;
$$;
