-- The living definition of queue_push_alert: change it here, then `npm run db:function -- queue_push_alert` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
CREATE OR REPLACE FUNCTION "queue_push_alert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_kind TEXT;
BEGIN
  v_kind := CASE
    WHEN NEW."status" = 'COMPLETED' AND NEW."transaction_type" = 'SEND' THEN 'transfer-completed'
    WHEN NEW."status" = 'FAILED' AND NEW."transaction_type" = 'SEND' THEN 'transfer-failed'
    WHEN NEW."status" = 'REVERSED' AND NEW."transaction_type" = 'SEND' THEN 'transfer-reversed'
    WHEN NEW."status" = 'COMPLETED' AND NEW."transaction_type" = 'RECEIVE' THEN 'money-received'
    WHEN NEW."status" = 'COMPLETED' AND NEW."transaction_type" = 'ADD_MONEY' THEN 'top-up'
  END;
  -- Nothing to write for a person with no subscribed device or with "Transaction alerts" off.
  IF v_kind IS NULL
     OR NOT EXISTS (SELECT 1 FROM "push_subscriptions" WHERE "user_id" = NEW."user_id")
     OR NOT coalesce((SELECT "transaction_alerts" FROM "user_settings" WHERE "user_id" = NEW."user_id"), true) THEN
    RETURN NULL;
  END IF;
  INSERT INTO "push_messages" ("id", "user_id", "category", "kind", "transaction_id")
  VALUES (gen_random_uuid(), NEW."user_id", 'transaction', v_kind, NEW."id");
  RETURN NULL;
END;
$$;
