-- The living definition of veil_receipt_date: change it here, then `npm run db:function -- veil_receipt_date` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
CREATE OR REPLACE FUNCTION "veil_receipt_date"(p_at TIMESTAMPTZ, p_language TEXT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_language IN ('fr', 'es')
      THEN to_char(p_at AT TIME ZONE 'Africa/Lagos', 'DD') || ' '
        || (CASE WHEN p_language = 'fr'
                 THEN ARRAY['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.']
                 ELSE ARRAY['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] END
           )[extract(month FROM p_at AT TIME ZONE 'Africa/Lagos')::int]
        || ' ' || to_char(p_at AT TIME ZONE 'Africa/Lagos', 'YYYY, HH24:MI') || ' WAT'
    ELSE to_char(p_at AT TIME ZONE 'Africa/Lagos', 'DD Mon YYYY, HH12:MI AM') || ' WAT'
  END
$$;
