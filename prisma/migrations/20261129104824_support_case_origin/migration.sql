-- CreateEnum
CREATE TYPE "SupportCaseOrigin" AS ENUM ('PERSON', 'SYSTEM', 'RECIPIENT');

-- AlterTable
ALTER TABLE "support_cases" ADD COLUMN     "origin" "SupportCaseOrigin" NOT NULL DEFAULT 'PERSON';
