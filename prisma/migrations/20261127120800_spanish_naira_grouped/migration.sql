-- Spanish naira in email receipts grouped from four digits (5.000,00 ₦), as the app now writes every amount
-- (src/lib/money.ts): Spanish alone groups only from five digits, and a list mixing both reads as two formats.

-- CreateFunction
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
