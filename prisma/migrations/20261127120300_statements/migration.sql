-- CreateEnum
CREATE TYPE "StatementStatus" AS ENUM ('queued', 'building', 'ready', 'failed');

-- CreateEnum
CREATE TYPE "StatementFormat" AS ENUM ('pdf', 'csv');

-- CreateTable
CREATE TABLE "statements" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "format" "StatementFormat" NOT NULL,
    "from_day" DATE NOT NULL,
    "to_day" DATE NOT NULL,
    "status" "StatementStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "origin" TEXT NOT NULL,
    "file" BYTEA,
    "claimed_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ready_at" TIMESTAMPTZ(3),

    CONSTRAINT "statements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "statements_user_id_created_at_idx" ON "statements"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "statements_status_created_at_idx" ON "statements"("status", "created_at");
