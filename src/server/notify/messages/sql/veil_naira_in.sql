-- The living definition of veil_naira_in: change it here, then `npm run db:function -- veil_naira_in` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
CREATE OR REPLACE FUNCTION "veil_naira_in"(p_amount DECIMAL, p_language TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p_language = 'fr'
      -- Groups of three with a narrow no-break space, a decimal comma, then a no-break space and the sign.
      THEN replace(replace(to_char(p_amount, 'FM999,999,999,990.00'), ',', U&'\202F'), '.', ',') || U&'\00A0₦'
    WHEN p_language = 'es'
      -- Groups of three with dots, a decimal comma, then a no-break space and the sign.
      THEN translate(to_char(p_amount, 'FM999,999,999,990.00'), ',.', '.,') || U&'\00A0₦'
    ELSE veil_naira(p_amount)
  END
$$;
