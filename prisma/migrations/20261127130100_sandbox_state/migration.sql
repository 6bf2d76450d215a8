-- CreateTable
CREATE TABLE "sandbox_card_charges" (
    "reference" TEXT NOT NULL,
    "step" TEXT NOT NULL,
    "after_pin" TEXT,
    "amount_kobo" BIGINT NOT NULL,
    "provider_reference" TEXT NOT NULL,
    "reason" TEXT,
    "authorization" JSONB,
    "voided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sandbox_card_charges_pkey" PRIMARY KEY ("reference")
);

-- CreateTable
CREATE TABLE "sandbox_removed_authorizations" (
    "code" TEXT NOT NULL,
    "removed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sandbox_removed_authorizations_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "sandbox_payouts" (
    "reference" TEXT NOT NULL,
    "provider_reference" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sandbox_payouts_pkey" PRIMARY KEY ("reference")
);
