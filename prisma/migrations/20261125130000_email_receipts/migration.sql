-- Email receipts: when a transfer (SEND) completes or money is credited to a wallet (ADD_MONEY, RECEIVE), and
-- the owner has an email and "Transaction receipts" on, an email receipt is written to the outbox in the same
-- transaction as the status change. A trigger, because a transaction becomes COMPLETED in several places (a
-- prepared statement settling payouts, Prisma updates crediting top-ups, deposits inserted completed, staff
-- releasing held money): see docs/decisions/email-receipts-trigger.md.

-- CreateFunction
CREATE FUNCTION "veil_naira"(p_amount DECIMAL) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT '₦' || to_char(p_amount, 'FM999,999,999,990.00')
$$;

-- CreateFunction
CREATE FUNCTION "queue_email_receipt"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_email TEXT;
  v_wants BOOLEAN;
  v_subject TEXT;
  v_body TEXT;
  v_kind TEXT;
  v_account TEXT;
  v_when TEXT := to_char(NEW."transaction_date" AT TIME ZONE 'Africa/Lagos', 'DD Mon YYYY, HH12:MI AM') || ' WAT';
BEGIN
  SELECT u."email", coalesce(s."email_receipts", true) INTO v_email, v_wants
    FROM "users" u LEFT JOIN "user_settings" s ON s."user_id" = u."id"
   WHERE u."id" = NEW."user_id";
  IF v_email IS NULL OR NOT v_wants THEN
    RETURN NULL;
  END IF;
  -- Only the last four digits of an account number ever leave in an email.
  v_account := CASE WHEN NEW."recipient_account_number" IS NULL THEN NULL
                    ELSE '******' || right(NEW."recipient_account_number", 4) END;
  IF NEW."transaction_type" = 'SEND' THEN
    v_kind := 'receipt:transfer';
    v_subject := 'Veil receipt: ' || veil_naira(NEW."amount") || ' sent to ' || coalesce(NEW."recipient_name", 'your recipient');
    v_body := 'You sent ' || veil_naira(NEW."amount") || ' to ' || coalesce(NEW."recipient_name", 'your recipient')
      || coalesce(', ' || NEW."recipient_bank", '') || coalesce(' ' || v_account, '') || '.' || E'\n\n'
      || 'Amount: ' || veil_naira(NEW."amount") || E'\n'
      || 'Fee: ' || veil_naira(NEW."fee") || E'\n'
      || 'Total: ' || veil_naira(NEW."amount" + NEW."fee") || E'\n'
      || 'Recipient: ' || coalesce(NEW."recipient_name", '-') || E'\n'
      || 'Bank: ' || coalesce(NEW."recipient_bank", '-') || E'\n'
      || 'Account: ' || coalesce(v_account, '-') || E'\n'
      || 'Reference: ' || NEW."transaction_reference" || E'\n'
      || 'Date: ' || v_when;
  ELSE
    v_kind := 'receipt:top-up';
    v_subject := 'Veil receipt: ' || veil_naira(NEW."amount") || ' added to your wallet';
    v_body := veil_naira(NEW."amount") || ' was added to your Veil wallet'
      || CASE WHEN NEW."card_last4" IS NOT NULL
              THEN ' from your ' || coalesce(NEW."card_brand" || ' ', '') || 'card ending ' || NEW."card_last4"
              WHEN NEW."transaction_type" = 'RECEIVE'
              THEN ' by bank transfer' || coalesce(' from ' || NEW."recipient_name", '')
              ELSE '' END || '.' || E'\n\n'
      || 'Amount: ' || veil_naira(NEW."amount") || E'\n'
      || 'Fee: ' || veil_naira(NEW."fee") || E'\n'
      || 'Reference: ' || NEW."transaction_reference" || E'\n'
      || 'Date: ' || v_when;
  END IF;
  INSERT INTO "outbox_messages" ("id", "user_id", "channel", "recipient", "subject", "body", "kind")
  VALUES (gen_random_uuid(), NEW."user_id", 'email', v_email, v_subject,
          v_body || E'\n\nYou get this receipt because "Transaction receipts" is on in Veil''s settings.', v_kind);
  RETURN NULL;
END;
$$;

-- CreateTrigger
CREATE TRIGGER "transactions_email_receipt_on_insert" AFTER INSERT ON "transactions"
  FOR EACH ROW WHEN (NEW."status" = 'COMPLETED' AND NEW."transaction_type" IN ('SEND', 'ADD_MONEY', 'RECEIVE'))
  EXECUTE FUNCTION "queue_email_receipt"();

-- CreateTrigger
CREATE TRIGGER "transactions_email_receipt_on_complete" AFTER UPDATE OF "status" ON "transactions"
  FOR EACH ROW WHEN (NEW."status" = 'COMPLETED' AND OLD."status" IS DISTINCT FROM 'COMPLETED'
                     AND NEW."transaction_type" IN ('SEND', 'ADD_MONEY', 'RECEIVE'))
  EXECUTE FUNCTION "queue_email_receipt"();
