-- Email receipts are written by the outbox job when it sends them, in the owner's language, from the
-- transaction (src/server/documents/receipts/receipt-email.ts): the trigger records which transaction, and
-- the texts, naira and dates written in PL/pgSQL go.
ALTER TABLE "outbox_messages" ADD COLUMN "transaction_id" INTEGER,
ALTER COLUMN "body" DROP NOT NULL;
-- Every message has its words or the transaction to write them from.
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_body_or_transaction"
  CHECK ("body" IS NOT NULL OR "transaction_id" IS NOT NULL);

-- The living definition of queue_email_receipt: change it here, then `npm run db:function -- queue_email_receipt` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- Queues an email receipt in the same transaction as the status change that completed the money movement, so a
-- receipt is written exactly when the money moved, and never for a change that rolls back. It records only who
-- and which transaction: the outbox job writes the words when it sends (receipt-email.ts), through the same
-- translator and formats as the receipt itself.
CREATE OR REPLACE FUNCTION "queue_email_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_email TEXT;
  v_wants BOOLEAN;
BEGIN
  SELECT u."email", coalesce(s."email_receipts", true)
    INTO v_email, v_wants
    FROM "users" u LEFT JOIN "user_settings" s ON s."user_id" = u."id"
   WHERE u."id" = NEW."user_id";
  IF v_email IS NULL OR NOT v_wants THEN
    RETURN NULL;
  END IF;
  INSERT INTO "outbox_messages" ("id", "user_id", "channel", "recipient", "kind", "transaction_id")
  VALUES (gen_random_uuid(), NEW."user_id", 'email', v_email,
          CASE WHEN NEW."transaction_type" = 'SEND' THEN 'receipt:transfer' ELSE 'receipt:top-up' END, NEW."id");
  RETURN NULL;
END;
$$;

DROP FUNCTION "veil_naira_in"(DECIMAL, TEXT);
DROP FUNCTION "veil_naira"(DECIMAL);
DROP FUNCTION "veil_receipt_date"(TIMESTAMPTZ, TEXT);
