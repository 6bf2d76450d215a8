-- A refund or a bank return is the person's money and is always credited, even where it takes a wallet above
-- the most a top-up may bring it to (₦99,999,999.99): the cached balance gets room for that, so a credit can
-- never fail with a numeric overflow. Single amounts (transactions, postings, payouts) stay decimal(10,2),
-- and top-ups still stop at ₦99,999,999.99 (src/server/funding/top-up-room.ts).
ALTER TABLE "wallets" ALTER COLUMN "balance" TYPE DECIMAL(14,2);
