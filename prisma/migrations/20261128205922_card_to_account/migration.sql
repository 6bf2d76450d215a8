-- CreateTable
CREATE TABLE "card_sends" (
    "top_up_id" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "fee" DECIMAL(10,2) NOT NULL,
    "description" TEXT,
    "recipient_name" TEXT NOT NULL,
    "recipient_account_number" TEXT NOT NULL,
    "recipient_bank" TEXT NOT NULL,
    "bank_code" TEXT NOT NULL,
    "send_id" INTEGER,
    "refusal" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_sends_pkey" PRIMARY KEY ("top_up_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "card_sends_send_id_key" ON "card_sends"("send_id");

-- CreateIndex
CREATE INDEX "card_sends_user_id_idx" ON "card_sends"("user_id");

-- AddForeignKey
ALTER TABLE "card_sends" ADD CONSTRAINT "card_sends_top_up_id_fkey" FOREIGN KEY ("top_up_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_sends" ADD CONSTRAINT "card_sends_send_id_fkey" FOREIGN KEY ("send_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
