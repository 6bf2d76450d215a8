-- AlterTable
ALTER TABLE "sandbox_payouts" ADD COLUMN     "return_due_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "sandbox_payouts_return_due_at_idx" ON "sandbox_payouts"("return_due_at");
