-- CreateEnum
CREATE TYPE "TwoFactorMethod" AS ENUM ('sms', 'app');

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'fr', 'es');

-- CreateEnum
CREATE TYPE "DisplayCurrency" AS ENUM ('ngn', 'usd', 'eur');

-- AlterTable
ALTER TABLE "kyc_verifications" ADD COLUMN     "onboarding_id" UUID;

-- CreateTable
CREATE TABLE "user_settings" (
    "user_id" UUID NOT NULL,
    "two_factor_enabled" BOOLEAN NOT NULL DEFAULT false,
    "two_factor_method" "TwoFactorMethod" NOT NULL DEFAULT 'sms',
    "biometric_enabled" BOOLEAN NOT NULL DEFAULT false,
    "email_receipts" BOOLEAN NOT NULL DEFAULT true,
    "marketing_emails" BOOLEAN NOT NULL DEFAULT false,
    "push_notifications" BOOLEAN NOT NULL DEFAULT true,
    "transaction_alerts" BOOLEAN NOT NULL DEFAULT true,
    "usage_analytics" BOOLEAN NOT NULL DEFAULT true,
    "dark_mode" BOOLEAN NOT NULL DEFAULT false,
    "language" "Language" NOT NULL DEFAULT 'en',
    "currency" "DisplayCurrency" NOT NULL DEFAULT 'ngn',
    "larger_text" BOOLEAN NOT NULL DEFAULT false,
    "haptic_feedback" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_settings_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "login_attempts" (
    "id" BIGSERIAL NOT NULL,
    "phone_number" TEXT NOT NULL,
    "ip_address" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_closure_requests" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_closure_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "login_attempts_phone_number_created_at_idx" ON "login_attempts"("phone_number", "created_at");

-- CreateIndex
CREATE INDEX "login_attempts_ip_address_created_at_idx" ON "login_attempts"("ip_address", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "account_closure_requests_user_id_key" ON "account_closure_requests"("user_id");

-- CreateIndex
CREATE INDEX "kyc_verifications_onboarding_id_idx" ON "kyc_verifications"("onboarding_id");

-- AddForeignKey
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_closure_requests" ADD CONSTRAINT "account_closure_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
