-- AlterTable
ALTER TABLE "card_sends" ADD COLUMN     "session_id" UUID;
