-- CreateTable
CREATE TABLE "beneficiaries" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "account_number" TEXT NOT NULL,
    "bank" TEXT NOT NULL,
    "account_name" TEXT NOT NULL,
    "nickname" VARCHAR(40),
    "favourite" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "beneficiaries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "beneficiaries_user_id_bank_account_number_key" ON "beneficiaries"("user_id", "bank", "account_number");

-- AddForeignKey
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
