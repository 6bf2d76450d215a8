-- CreateEnum
CREATE TYPE "HeldReturnStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- AlterEnum
ALTER TYPE "IncomingTransferStatus" ADD VALUE 'RETURNED';

-- AlterTable
ALTER TABLE "card_charges" ADD COLUMN     "pending_notice_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "payouts" ADD COLUMN     "pending_notice_at" TIMESTAMPTZ(3),
ADD COLUMN     "provider_status" VARCHAR(40);

-- AlterTable
ALTER TABLE "virtual_accounts" ADD COLUMN     "pending_notice_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "held_returns" (
    "id" UUID NOT NULL,
    "transaction_id" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_reference" TEXT,
    "amount" DECIMAL(10,2) NOT NULL,
    "bank_code" TEXT NOT NULL,
    "account_number" CHAR(10) NOT NULL,
    "account_name" TEXT NOT NULL,
    "status" "HeldReturnStatus" NOT NULL DEFAULT 'PENDING',
    "staff_id" TEXT NOT NULL,
    "reason" VARCHAR(1000) NOT NULL,
    "last_checked_at" TIMESTAMPTZ(3),
    "settled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "held_returns_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "held_returns_transaction_id_key" ON "held_returns"("transaction_id");

-- CreateIndex
CREATE UNIQUE INDEX "held_returns_reference_key" ON "held_returns"("reference");

-- CreateIndex
CREATE INDEX "held_returns_status_created_at_idx" ON "held_returns"("status", "created_at");

-- AddForeignKey
ALTER TABLE "held_returns" ADD CONSTRAINT "held_returns_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
