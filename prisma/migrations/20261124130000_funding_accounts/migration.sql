-- A personal account number per wallet (a dedicated virtual account at the funding provider), the money that
-- arrives in it (each provider reference once), and what staff must review (a deposit held over the wallet's
-- cap, an account number that is not ours).
-- CreateEnum
CREATE TYPE "VirtualAccountStatus" AS ENUM ('ASSIGNED', 'PENDING', 'FAILED');

-- CreateEnum
CREATE TYPE "IncomingTransferStatus" AS ENUM ('CREDITED', 'HELD');

-- AlterEnum: Veil's accounts for money received by bank transfer. Their rows are inserted by the next
-- migration, because a value added to an enum cannot be used in the transaction that adds it.
ALTER TYPE "LedgerAccountType" ADD VALUE 'BANK_RECEIPTS';
ALTER TYPE "LedgerAccountType" ADD VALUE 'HELD_DEPOSITS';

-- AlterEnum
ALTER TYPE "TransactionStatus" ADD VALUE 'HELD';

-- CreateTable
CREATE TABLE "virtual_accounts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "status" "VirtualAccountStatus" NOT NULL DEFAULT 'PENDING',
    "bank_name" TEXT,
    "account_number" CHAR(10),
    "account_name" TEXT,
    "provider_customer_code" TEXT,
    "provider_reference" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_attempt_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "virtual_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incoming_transfers" (
    "id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_reference" TEXT NOT NULL,
    "virtual_account_id" UUID NOT NULL,
    "transaction_id" INTEGER NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "sender_name" TEXT NOT NULL,
    "sender_bank" TEXT,
    "sender_account_number" TEXT,
    "status" "IncomingTransferStatus" NOT NULL,
    "paid_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "incoming_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "funding_anomalies" (
    "id" UUID NOT NULL,
    "provider_reference" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "detail" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_at" TIMESTAMPTZ(3),

    CONSTRAINT "funding_anomalies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "virtual_accounts_user_id_key" ON "virtual_accounts"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "virtual_accounts_account_number_key" ON "virtual_accounts"("account_number");

-- CreateIndex
CREATE UNIQUE INDEX "virtual_accounts_provider_customer_code_key" ON "virtual_accounts"("provider_customer_code");

-- CreateIndex
CREATE INDEX "virtual_accounts_status_last_attempt_at_idx" ON "virtual_accounts"("status", "last_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "incoming_transfers_provider_reference_key" ON "incoming_transfers"("provider_reference");

-- CreateIndex
CREATE UNIQUE INDEX "incoming_transfers_transaction_id_key" ON "incoming_transfers"("transaction_id");

-- CreateIndex
CREATE INDEX "incoming_transfers_virtual_account_id_idx" ON "incoming_transfers"("virtual_account_id");

-- CreateIndex
CREATE INDEX "funding_anomalies_reviewed_at_created_at_idx" ON "funding_anomalies"("reviewed_at", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "funding_anomalies_provider_reference_reason_key" ON "funding_anomalies"("provider_reference", "reason");

-- AddForeignKey
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_transfers" ADD CONSTRAINT "incoming_transfers_virtual_account_id_fkey" FOREIGN KEY ("virtual_account_id") REFERENCES "virtual_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_transfers" ADD CONSTRAINT "incoming_transfers_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
