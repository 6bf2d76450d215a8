-- Card top-ups that wait for the person (PIN, OTP, 3-D Secure) and cards saved as the acquirer's reusable
-- authorization (never the number or the CVV).

-- CreateTable
CREATE TABLE "card_charge_steps" (
    "transaction_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "display_text" TEXT,
    "url" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "card_charge_steps_pkey" PRIMARY KEY ("transaction_id")
);

-- CreateTable
CREATE TABLE "saved_cards" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "authorization_code" TEXT NOT NULL,
    "signature" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "last4" CHAR(4) NOT NULL,
    "exp_month" INTEGER NOT NULL,
    "exp_year" INTEGER NOT NULL,
    "bank" TEXT,
    "reusable" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_cards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "saved_cards_user_id_created_at_idx" ON "saved_cards"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "saved_cards_user_id_provider_signature_key" ON "saved_cards"("user_id", "provider", "signature");

-- AddForeignKey
ALTER TABLE "card_charge_steps" ADD CONSTRAINT "card_charge_steps_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "card_charges"("transaction_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
