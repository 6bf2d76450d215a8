-- The living definition of refuse_delete_within_retention: change it here, then `npm run db:function -- refuse_delete_within_retention` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- The CBN's AML rules keep a sender traceable for at least five years after a transfer, even though the
-- recipient never sees who sent it: a payout, and the transaction that names its sender, cannot be deleted
-- before then.
CREATE OR REPLACE FUNCTION "refuse_delete_within_retention"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."created_at" > now() - interval '5 years' THEN
    RAISE EXCEPTION '% rows are kept for five years (AML retention)', TG_TABLE_NAME
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END;
$$;
