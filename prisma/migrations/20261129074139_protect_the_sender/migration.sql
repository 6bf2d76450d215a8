-- AlterTable
ALTER TABLE "payouts" ADD COLUMN     "send_after" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "frozen_at" TIMESTAMPTZ(3),
ADD COLUMN     "unfreeze_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "security_events" (
    "id" BIGSERIAL NOT NULL,
    "user_id" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "security_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scam_checks" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "idempotency_key" TEXT,
    "recipient_bank" TEXT NOT NULL,
    "recipient_account_number" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "reasons" TEXT[],
    "asked_by_someone" BOOLEAN NOT NULL,
    "promised_something" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "scam_checks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "security_events_user_id_at_idx" ON "security_events"("user_id", "at");

-- CreateIndex
CREATE UNIQUE INDEX "scam_checks_user_id_idempotency_key_key" ON "scam_checks"("user_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scam_checks" ADD CONSTRAINT "scam_checks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
