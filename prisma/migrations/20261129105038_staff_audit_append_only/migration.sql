-- staff_audit_refuse_change, from src/server/support/staff/sql/staff_audit_refuse_change.sql.
-- The living definition of staff_audit_refuse_change: change it here, then `npm run db:function --
-- staff_audit_refuse_change` writes the migration that applies it (scripts/lib/sql-functions.integration.test.ts
-- holds the two together).
-- The staff audit trail is append-only, for everyone who can reach the database, the app's own role included:
-- a record of what staff did is worth only as much as the certainty that nobody rewrote it afterwards.
CREATE OR REPLACE FUNCTION "staff_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the staff audit trail is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
CREATE TRIGGER "staff_audit_events_no_change" BEFORE UPDATE OR DELETE ON "staff_audit_events"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_refuse_change"();
CREATE TRIGGER "staff_audit_events_no_truncate" BEFORE TRUNCATE ON "staff_audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_refuse_change"();
