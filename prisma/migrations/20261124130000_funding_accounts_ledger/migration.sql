-- Veil's own accounts for money received by bank transfer, under the ids src/server/ledger/accounts.ts uses:
-- what the funding provider holds for Veil, and what arrived that a wallet could not take.
INSERT INTO "ledger_accounts" ("id", "code", "type") VALUES
  ('00000000-0000-4000-8000-000000000004', 'veil:bank-receipts', 'BANK_RECEIPTS'),
  ('00000000-0000-4000-8000-000000000005', 'veil:held-deposits', 'HELD_DEPOSITS');
