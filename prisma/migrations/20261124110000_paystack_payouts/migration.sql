-- Paystack payouts: the NIP session id of a transfer (the recipient's bank traces a transfer by it), and the
-- vendor's transfer recipient made once per bank and account.
ALTER TABLE "payouts" ADD COLUMN "session_id" TEXT;

CREATE TABLE "transfer_recipients" (
    "id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "bank_code" TEXT NOT NULL,
    "account_number" CHAR(10) NOT NULL,
    "recipient_code" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transfer_recipients_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "transfer_recipients_provider_bank_code_account_number_key" ON "transfer_recipients"("provider", "bank_code", "account_number");
