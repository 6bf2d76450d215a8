-- pending_check_wait, from src/server/money/pending/sql/pending_check_wait.sql.
-- The living definition of pending_check_wait: change it here, then `npm run db:function -- pending_check_wait` writes the migration
-- that applies it (scripts/lib/sql-functions.integration.test.ts holds the two together).
-- The wait before something pending since `since` (a payout, a card charge, an account number) is asked about
-- again: `base_seconds` for its first half hour, then a quarter of how long it has been pending past that half
-- hour (15 seconds at 31 minutes, 7.5 minutes at an hour), never more than half an hour. In the database, from
-- the row's own columns, so every server, the jobs and a screen's polling agree on when the next question is due.
CREATE OR REPLACE FUNCTION "pending_check_wait"(since timestamptz, base_seconds double precision)
RETURNS interval LANGUAGE sql VOLATILE AS $$
  SELECT CASE
    WHEN since > clock_timestamp() - interval '30 minutes' THEN make_interval(secs => base_seconds)
    ELSE LEAST(interval '30 minutes',
               GREATEST(make_interval(secs => base_seconds), (clock_timestamp() - since - interval '30 minutes') / 4))
  END
$$;
