-- A saved card gets the name its owner gives it ("Salary card") and may be the default: the one Add Money offers
-- first. At most one default per person, held by the database.
ALTER TABLE "saved_cards" ADD COLUMN "name" VARCHAR(30);
ALTER TABLE "saved_cards" ADD COLUMN "is_default" BOOLEAN NOT NULL DEFAULT false;
CREATE UNIQUE INDEX "saved_cards_one_default_per_user" ON "saved_cards" ("user_id") WHERE "is_default";
