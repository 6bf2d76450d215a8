-- The living definition of veil_naira: change it here, then `npm run db:function -- veil_naira` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
CREATE OR REPLACE FUNCTION "veil_naira"(p_amount DECIMAL) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT '₦' || to_char(p_amount, 'FM999,999,999,990.00')
$$;
