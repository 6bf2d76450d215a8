-- Transfers between Veil wallets: the recipient's Received transaction names the sender's transaction (whose one
-- ledger entry moved the money), so statements and support can follow it without showing either side the other.
ALTER TABLE "transactions" ADD COLUMN "from_transaction_id" INTEGER;
CREATE UNIQUE INDEX "transactions_from_transaction_id_key" ON "transactions"("from_transaction_id");
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_from_transaction_id_fkey" FOREIGN KEY ("from_transaction_id")
  REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
