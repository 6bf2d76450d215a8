-- A card top-up's charge, kept until the top-up is credited or failed, so that a charge whose outcome is
-- unknown is settled by asking the acquirer instead of staying pending.
CREATE TABLE "card_charges" (
    "transaction_id" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_reference" TEXT,
    "last_checked_at" TIMESTAMPTZ(3),
    "voided_at" TIMESTAMPTZ(3),
    "settled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_charges_pkey" PRIMARY KEY ("transaction_id")
);

CREATE INDEX "card_charges_settled_at_created_at_idx" ON "card_charges"("settled_at", "created_at");

ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "transactions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Top-ups left pending before this table existed get a row, so the reconciler settles them too.
INSERT INTO "card_charges" ("transaction_id", "provider", "created_at")
SELECT "id", 'sandbox', "transaction_date" FROM "transactions"
 WHERE "transaction_type" = 'ADD_MONEY' AND "status" = 'PENDING';
