-- A consent's words are recorded in the language the screen showed them in, and that language with them.
-- Every consent recorded before was shown and recorded in English.

-- AlterTable
ALTER TABLE "identity_consents" ADD COLUMN     "language" "Language" NOT NULL DEFAULT 'en';
