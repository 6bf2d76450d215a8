-- CBN's three wallet tiers, NIN, and consent records (docs/decisions/identity-tiers.md).
-- users.kyc_tier is what the server enforces; it is never lowered by a recomputation. Accounts that exist now
-- keep what they were granted (a BVN at sign-up gave tier 3, a phone number tier 1), with the reason written.
ALTER TYPE "KycVerificationType" ADD VALUE 'NIN';
ALTER TYPE "KycVerificationType" ADD VALUE 'ADDRESS';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "kyc_tier" SMALLINT NOT NULL DEFAULT 1,
ADD COLUMN     "kyc_tier_reason" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nin_encrypted" TEXT,
ADD COLUMN     "nin_hash" TEXT;

-- CreateTable
CREATE TABLE "identity_consents" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "onboarding_id" UUID,
    "purpose" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "ip_address" TEXT,
    "user_agent" TEXT,
    "agreed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "identity_consents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "identity_consents_user_id_idx" ON "identity_consents"("user_id");

-- CreateIndex
CREATE INDEX "identity_consents_onboarding_id_idx" ON "identity_consents"("onboarding_id");

-- CreateIndex
CREATE UNIQUE INDEX "users_nin_hash_key" ON "users"("nin_hash");

-- AddForeignKey
ALTER TABLE "identity_consents" ADD CONSTRAINT "identity_consents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "users" ADD CONSTRAINT "users_kyc_tier_check" CHECK ("kyc_tier" BETWEEN 1 AND 3);

UPDATE "users" SET
  "kyc_tier" = CASE WHEN "bvn_hash" IS NOT NULL THEN 3 ELSE 1 END,
  "kyc_tier_reason" = CASE WHEN "bvn_hash" IS NOT NULL
    THEN 'Tier 3 kept: verified by BVN at sign-up, before CBN''s three tiers were applied (migration identity_tiers).'
    ELSE 'Tier 1 kept: verified by phone number at sign-up, before CBN''s three tiers were applied (migration identity_tiers).'
  END;

-- The selfie step sent a constant placeholder before the camera existed: those matches prove nothing, and
-- never count toward a tier (src/server/identity/identity-tier.ts reads this mark).
UPDATE "kyc_verifications"
   SET "verification_data" = COALESCE("verification_data", '{}'::jsonb)
       || '{"countsForTier": false, "note": "A placeholder image sent before the camera step existed."}'::jsonb
 WHERE "verification_type" = 'BIOMETRIC';
