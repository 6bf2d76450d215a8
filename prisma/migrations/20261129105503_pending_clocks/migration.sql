-- AlterTable
ALTER TABLE "card_charges" ADD COLUMN     "pending_notice_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "payouts" ADD COLUMN     "pending_notice_at" TIMESTAMPTZ(3),
ADD COLUMN     "provider_status" VARCHAR(40);

-- AlterTable
ALTER TABLE "virtual_accounts" ADD COLUMN     "pending_notice_at" TIMESTAMPTZ(3);
