-- The bank directory (src/server/banks/): filled daily from the payouts vendor's list, seeded here with the
-- sandbox's (src/server/providers/banks/sandbox-banks.ts; a test keeps the two the same) so that a fresh
-- database lists banks before its first refresh.

-- CreateEnum
CREATE TYPE "bank_type" AS ENUM ('commercial', 'microfinance', 'mobile_money', 'other');

-- CreateTable
CREATE TABLE "banks" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "vendor_code" TEXT NOT NULL,
    "nip_code" TEXT,
    "type" "bank_type" NOT NULL,
    "nuban" BOOLEAN NOT NULL,
    "nuban_code" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 1000,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "banks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "banks_vendor_code_key" ON "banks"("vendor_code");

-- A bank whose numbers are NUBANs has the 6-digit code its check digit is computed with, and only such a bank.
ALTER TABLE "banks" ADD CONSTRAINT "banks_nuban_code" CHECK (
  ("nuban" AND "nuban_code" ~ '^[0-9]{6}$') OR (NOT "nuban" AND "nuban_code" IS NULL)
);

INSERT INTO "banks" ("name", "slug", "vendor_code", "nip_code", "type", "nuban", "nuban_code", "position") VALUES
  ('GTBank', 'guaranty-trust-bank', '058', '000013', 'commercial', true, '000058', 1),
  ('First Bank', 'first-bank-of-nigeria', '011', '000016', 'commercial', true, '000011', 2),
  ('UBA', 'united-bank-for-africa', '033', '000004', 'commercial', true, '000033', 3),
  ('Access Bank', 'access-bank', '044', '000014', 'commercial', true, '000044', 4),
  ('Zenith Bank', 'zenith-bank', '057', '000015', 'commercial', true, '000057', 5),
  ('Kuda Bank', 'kuda-bank', '50211', '090267', 'microfinance', true, '090267', 6),
  ('Wema Bank', 'wema-bank', '035', '000017', 'commercial', true, '000035', 7),
  ('Sterling Bank', 'sterling-bank', '232', '000001', 'commercial', true, '000232', 8),
  ('Union Bank', 'union-bank-of-nigeria', '032', '000018', 'commercial', true, '000032', 9),
  ('Fidelity Bank', 'fidelity-bank', '070', '000007', 'commercial', true, '000070', 10),
  ('OPay', 'paycom', '999992', '100004', 'mobile_money', false, NULL, 1000),
  ('Moniepoint MFB', 'moniepoint-mfb-ng', '50515', '090405', 'microfinance', false, NULL, 1000),
  ('PalmPay', 'palmpay', '999991', '100033', 'mobile_money', false, NULL, 1000),
  ('FCMB', 'first-city-monument-bank', '214', '000003', 'commercial', true, '000214', 1000),
  ('Stanbic IBTC Bank', 'stanbic-ibtc-bank', '221', '000012', 'commercial', true, '000221', 1000),
  ('Polaris Bank', 'polaris-bank', '076', '000008', 'commercial', true, '000076', 1000),
  ('Ecobank', 'ecobank-nigeria', '050', '000010', 'commercial', true, '000050', 1000),
  ('Providus Bank', 'providus-bank', '101', '000023', 'commercial', true, '000101', 1000),
  ('LAPO Microfinance Bank', 'lapo-microfinance-bank', '50549', '090177', 'microfinance', true, '090177', 1000),
  ('VFD Microfinance Bank', 'vfd', '566', '090110', 'microfinance', true, '090110', 1000);
