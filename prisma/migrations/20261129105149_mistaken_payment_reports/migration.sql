-- CreateTable
CREATE TABLE "mistaken_payment_reports" (
    "id" UUID NOT NULL,
    "case_id" UUID NOT NULL,
    "transaction_id" INTEGER NOT NULL,
    "contact" TEXT NOT NULL,
    "note" VARCHAR(500),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mistaken_payment_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mistaken_payment_reports_case_id_idx" ON "mistaken_payment_reports"("case_id");

-- CreateIndex
CREATE INDEX "mistaken_payment_reports_transaction_id_idx" ON "mistaken_payment_reports"("transaction_id");

-- AddForeignKey
ALTER TABLE "mistaken_payment_reports" ADD CONSTRAINT "mistaken_payment_reports_case_id_fkey" FOREIGN KEY ("case_id") REFERENCES "support_cases"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
