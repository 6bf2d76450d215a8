-- Web Push: each device's subscription, and push_messages, the push alerts' outbox. A transaction's status
-- change writes its alert in the same transaction, by trigger, as email receipts do
-- (docs/decisions/email-receipts-trigger.md; docs/push.md): only the event is written, the deliver-pushes job
-- writes the text in the person's language.

-- CreateTable
CREATE TABLE "push_subscriptions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "session_id" UUID NOT NULL,
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_success_at" TIMESTAMPTZ(3),

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "push_messages" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "category" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "transaction_id" INTEGER,
    "device" TEXT,
    "status" "outbox_status" NOT NULL DEFAULT 'pending',
    "delivered_to" UUID[] DEFAULT ARRAY[]::UUID[],
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_until" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");

-- CreateIndex
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");

-- CreateIndex
CREATE INDEX "push_subscriptions_session_id_idx" ON "push_subscriptions"("session_id");

-- CreateIndex
CREATE INDEX "push_messages_status_next_attempt_at_idx" ON "push_messages"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "push_messages_user_id_created_at_idx" ON "push_messages"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "user_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateFunction
CREATE FUNCTION "queue_push_alert"() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- CreateTrigger
CREATE TRIGGER "transactions_push_alert_on_insert" AFTER INSERT ON "transactions"
  FOR EACH ROW WHEN (NEW."status" IN ('COMPLETED', 'FAILED', 'REVERSED'))
  EXECUTE FUNCTION "queue_push_alert"();

-- CreateTrigger
CREATE TRIGGER "transactions_push_alert_on_status" AFTER UPDATE OF "status" ON "transactions"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" AND NEW."status" IN ('COMPLETED', 'FAILED', 'REVERSED'))
  EXECUTE FUNCTION "queue_push_alert"();
