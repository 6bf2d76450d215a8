-- CreateEnum
CREATE TYPE "ClosureStatus" AS ENUM ('PENDING', 'CANCELLED', 'COMPLETED');

-- CreateEnum
CREATE TYPE "SupportCaseReason" AS ENUM ('WRONG_RECIPIENT', 'NOT_RECEIVED', 'FAILED_BUT_DEBITED', 'FRAUD', 'OTHER');

-- CreateEnum
CREATE TYPE "SupportCaseStatus" AS ENUM ('RECEIVED', 'INVESTIGATING', 'RESOLVED');

-- AlterTable
-- A request recorded before closure was a process closes 14 days after it was made, like a new one.
ALTER TABLE "account_closure_requests" ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3),
ADD COLUMN     "closes_at" TIMESTAMPTZ(3),
ADD COLUMN     "completed_at" TIMESTAMPTZ(3),
ADD COLUMN     "status" "ClosureStatus" NOT NULL DEFAULT 'PENDING';

UPDATE "account_closure_requests" SET "closes_at" = "requested_at" + interval '14 days';
ALTER TABLE "account_closure_requests" ALTER COLUMN "closes_at" SET NOT NULL;

-- CreateTable
CREATE TABLE "support_cases" (
    "id" UUID NOT NULL,
    "reference" VARCHAR(9) NOT NULL,
    "user_id" UUID NOT NULL,
    "transaction_id" INTEGER,
    "open_transaction_id" INTEGER,
    "reason" "SupportCaseReason" NOT NULL,
    "note" VARCHAR(1000) NOT NULL,
    "status" "SupportCaseStatus" NOT NULL DEFAULT 'RECEIVED',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_cases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_case_events" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "status" "SupportCaseStatus" NOT NULL,
    "note" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_case_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "support_cases_reference_key" ON "support_cases"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "support_cases_open_transaction_id_key" ON "support_cases"("open_transaction_id");

-- CreateIndex
CREATE INDEX "support_cases_user_id_created_at_idx" ON "support_cases"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "support_cases_transaction_id_idx" ON "support_cases"("transaction_id");

-- CreateIndex
CREATE INDEX "support_case_events_case_id_created_at_idx" ON "support_case_events"("case_id", "created_at");

-- CreateIndex
CREATE INDEX "account_closure_requests_status_closes_at_idx" ON "account_closure_requests"("status", "closes_at");

-- AddForeignKey
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_case_events" ADD CONSTRAINT "support_case_events_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "support_cases"("id") ON DELETE CASCADE ON UPDATE CASCADE;
