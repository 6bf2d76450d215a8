-- Through a transaction-mode pooler no server setting arrives with the connection, and send_money and
-- check_transaction_pin run as single statements outside any BEGIN: their lock waits get a deadline of their own
-- here (as the app's default, 80% of DATABASE_STATEMENT_TIMEOUT_MS's 5 s), so a wallet's queue behind a stuck
-- lock answers 503 instead of waiting on the server after the driver has given up (src/server/prisma-client.ts).
ALTER FUNCTION "send_money" SET lock_timeout = '4s';
ALTER FUNCTION "check_transaction_pin" SET lock_timeout = '4s';
