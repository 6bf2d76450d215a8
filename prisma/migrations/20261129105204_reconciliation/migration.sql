-- AlterTable
ALTER TABLE "sandbox_payouts" ADD COLUMN     "amount_kobo" BIGINT;

-- CreateTable
CREATE TABLE "sandbox_deposits" (
    "reference" TEXT NOT NULL,
    "account_number" CHAR(10) NOT NULL,
    "bank_name" TEXT NOT NULL,
    "amount_kobo" BIGINT NOT NULL,
    "sender_name" TEXT NOT NULL,
    "sender_bank" TEXT NOT NULL,
    "sender_account_number" TEXT NOT NULL,
    "webhook_lost" BOOLEAN NOT NULL DEFAULT false,
    "paid_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sandbox_deposits_pkey" PRIMARY KEY ("reference")
);

-- CreateTable
CREATE TABLE "reconciliation_runs" (
    "id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "provider" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "veil_count" INTEGER NOT NULL,
    "provider_count" INTEGER NOT NULL,
    "difference_count" INTEGER NOT NULL,
    "requested_by" TEXT,
    "superseded_at" TIMESTAMPTZ(3),

    CONSTRAINT "reconciliation_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reconciliation_differences" (
    "id" UUID NOT NULL,
    "run_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "record_type" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "veil_amount" DECIMAL(12,2),
    "veil_status" TEXT,
    "provider_amount" DECIMAL(12,2),
    "provider_status" TEXT,
    "transaction_id" INTEGER,
    "resolved_at" TIMESTAMPTZ(3),
    "resolved_by" TEXT,
    "resolution_note" TEXT,

    CONSTRAINT "reconciliation_differences_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sandbox_deposits_paid_at_idx" ON "sandbox_deposits"("paid_at");

-- CreateIndex
CREATE INDEX "reconciliation_runs_day_provider_idx" ON "reconciliation_runs"("day" DESC, "provider");

-- CreateIndex
CREATE INDEX "reconciliation_differences_run_id_idx" ON "reconciliation_differences"("run_id");

-- AddForeignKey
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "reconciliation_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One current run per day and provider: a rerun supersedes the one before it, and two at once cannot both be current.
CREATE UNIQUE INDEX "reconciliation_runs_current_key" ON "reconciliation_runs"("day", "provider") WHERE "superseded_at" IS NULL;
