-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

-- AlterTable
ALTER TABLE "idempotency_keys" ADD COLUMN     "locked_at" TIMESTAMPTZ(3),
ADD COLUMN     "transaction_id" INTEGER;

-- AlterTable
ALTER TABLE "transactions" ADD COLUMN     "card_brand" TEXT,
ADD COLUMN     "card_last4" CHAR(4),
ADD COLUMN     "failure_reason" TEXT;

-- CreateTable
CREATE TABLE "payouts" (
    "id" UUID NOT NULL,
    "transaction_id" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_reference" TEXT,
    "amount" DECIMAL(10,2) NOT NULL,
    "bank_code" TEXT NOT NULL,
    "account_number" CHAR(10) NOT NULL,
    "account_name" TEXT NOT NULL,
    "narration" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'PENDING',
    "failure_reason" TEXT,
    "submitted_at" TIMESTAMPTZ(3),
    "last_checked_at" TIMESTAMPTZ(3),
    "settled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "daily_send_usage" (
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL DEFAULT 0.00,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "daily_send_usage_pkey" PRIMARY KEY ("user_id","day")
);

-- CreateIndex
CREATE UNIQUE INDEX "payouts_transaction_id_key" ON "payouts"("transaction_id");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_reference_key" ON "payouts"("reference");

-- CreateIndex
CREATE INDEX "payouts_status_created_at_idx" ON "payouts"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_keys_transaction_id_key" ON "idempotency_keys"("transaction_id");

-- CreateIndex
CREATE INDEX "transactions_user_id_transaction_type_transaction_date_id_idx" ON "transactions"("user_id", "transaction_type", "transaction_date" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_send_usage" ADD CONSTRAINT "daily_send_usage_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- What Prisma's schema cannot say, the database enforces itself.

ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "daily_send_usage" ADD CONSTRAINT "daily_send_usage_not_negative" CHECK ("amount" >= 0);
-- Only a card's last four digits may ever be kept: a longer run of digits here would be a stored card number.
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_card_last4_digits" CHECK ("card_last4" ~ '^[0-9]{4}$');

-- The CBN's AML rules keep a sender traceable for at least five years after a transfer, even though the
-- recipient never sees who sent it: a payout, and the transaction that names its sender, cannot be deleted
-- before then.
CREATE FUNCTION "refuse_delete_within_retention"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."created_at" > now() - interval '5 years' THEN
    RAISE EXCEPTION '% rows are kept for five years (AML retention)', TG_TABLE_NAME
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;

CREATE TRIGGER "payouts_retained" BEFORE DELETE ON "payouts"
  FOR EACH ROW EXECUTE FUNCTION "refuse_delete_within_retention"();
CREATE TRIGGER "payouts_no_truncate" BEFORE TRUNCATE ON "payouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
