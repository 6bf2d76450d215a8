-- One path for each money rule, in the database where the money moves:
--   post_entry          every ledger posting (transfers, top-ups, refunds, reversals);
--   idempotency_claim   claims a request's key, or links the key a request holds to what it recorded;
--   idempotency_store   stores a finished request's answer under its key;
--   send_money          one signature: the session, the tier's daily limit, the debit and the records.
-- src/server/db-errors.ts maps every SQLSTATE raised here (VL001..VL005) to what a person is told.
-- A transfer returned by the bank after it succeeded is REVERSED; a report that contradicts a settled payout
-- is kept in payout_anomalies for a person to review.

ALTER TYPE "TransactionStatus" ADD VALUE 'REVERSED';
ALTER TYPE "PayoutStatus" ADD VALUE 'REVERSED';

CREATE TABLE "payout_anomalies" (
    "id" UUID NOT NULL,
    "payout_id" UUID NOT NULL,
    "reported" TEXT NOT NULL,
    "payout_status" "PayoutStatus" NOT NULL,
    "detail" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_at" TIMESTAMPTZ(3),

    CONSTRAINT "payout_anomalies_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "payout_anomalies_reviewed_at_created_at_idx" ON "payout_anomalies"("reviewed_at", "created_at");
ALTER TABLE "payout_anomalies" ADD CONSTRAINT "payout_anomalies_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

DROP FUNCTION "send_money"(uuid, uuid, text, text, text, integer, date, numeric, numeric, numeric, text, text, text,
                           text, text, text, text, text, timestamptz, uuid, uuid);
DROP FUNCTION "send_money"(uuid, integer, uuid, text, text, text, integer, date, numeric, numeric, numeric, numeric,
                           text, text, text, text, text, text, text, text, timestamptz, uuid, uuid);

-- One balanced entry. Wallets are credit-normal and keep a cached balance: a debit is one conditional UPDATE,
-- so two concurrent debits never spend the same naira (VL001 when the wallet cannot pay). Accounts without a
-- wallet are Veil's own. The CHECK on wallets.balance and the deferred balance trigger back this up.
CREATE FUNCTION "post_entry"(
  "p_kind" text,
  "p_transaction_id" integer,
  "p_accounts" uuid[],
  "p_directions" text[],
  "p_amounts" numeric[]
) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  n integer := cardinality(p_accounts);
  net numeric := 0;
  new_entry uuid;
  i integer;
BEGIN
  IF n < 2 OR cardinality(p_directions) <> n OR cardinality(p_amounts) <> n THEN
    RAISE EXCEPTION 'post_entry: an entry needs at least two postings' USING ERRCODE = 'VL005';
  END IF;
  FOR i IN 1..n LOOP
    IF p_amounts[i] IS NULL OR p_amounts[i] <= 0 OR p_directions[i] NOT IN ('DEBIT', 'CREDIT') THEN
      RAISE EXCEPTION 'post_entry: postings need a direction and a positive amount' USING ERRCODE = 'VL005';
    END IF;
    net := net + CASE p_directions[i] WHEN 'DEBIT' THEN p_amounts[i] ELSE -p_amounts[i] END;
  END LOOP;
  IF net <> 0 THEN
    RAISE EXCEPTION 'post_entry: debits and credits differ by %', net USING ERRCODE = 'VL005';
  END IF;

  -- Debits first: a wallet that cannot pay stops the entry before any other wallet moves.
  FOR i IN 1..n LOOP
    IF p_directions[i] = 'DEBIT' THEN
      UPDATE "wallets" SET "balance" = "balance" - p_amounts[i], "updated_at" = now()
       WHERE "ledger_account_id" = p_accounts[i] AND "balance" >= p_amounts[i];
      IF NOT FOUND AND EXISTS (SELECT 1 FROM "wallets" WHERE "ledger_account_id" = p_accounts[i]) THEN
        RAISE EXCEPTION 'post_entry: insufficient balance' USING ERRCODE = 'VL001';
      END IF;
    END IF;
  END LOOP;
  FOR i IN 1..n LOOP
    IF p_directions[i] = 'CREDIT' THEN
      UPDATE "wallets" SET "balance" = "balance" + p_amounts[i], "updated_at" = now()
       WHERE "ledger_account_id" = p_accounts[i];
    END IF;
  END LOOP;

  INSERT INTO "ledger_entries" ("id", "transaction_id", "kind")
  VALUES (gen_random_uuid(), p_transaction_id, p_kind)
  RETURNING "id" INTO new_entry;
  INSERT INTO "postings" ("entry_id", "account_id", "direction", "amount")
  SELECT new_entry, posting.account_id, posting.direction::"PostingDirection", posting.amount
    FROM unnest(p_accounts, p_directions, p_amounts) AS posting (account_id, direction, amount);
  RETURN new_entry;
END;
$$;

-- The key rule: the first request with a key claims it (a key is taken over only once it has expired);
-- a request that already holds its key (p_key_id) links it to the transaction it recorded. A key someone
-- else holds raises VL003 and the caller's statement is undone: idempotency.ts then answers with the first
-- request's answer, 409 or 422. The key is created with the caller's id, so the caller knows it in advance.
CREATE FUNCTION "idempotency_claim"(
  "p_key_id" uuid,
  "p_user_id" uuid,
  "p_key" text,
  "p_request_path" text,
  "p_request_hash" text,
  "p_keep_hours" integer,
  "p_transaction_id" integer
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  claimed uuid;
BEGIN
  UPDATE "idempotency_keys" SET "transaction_id" = coalesce(p_transaction_id, "transaction_id")
   WHERE "id" = p_key_id AND "user_id" = p_user_id AND "status" = 'IN_PROGRESS';
  IF FOUND THEN
    RETURN;
  END IF;
  INSERT INTO "idempotency_keys" ("id", "user_id", "key", "request_path", "request_hash", "status", "locked_at",
                                  "expires_at", "transaction_id")
  VALUES (p_key_id, p_user_id, p_key, p_request_path, p_request_hash, 'IN_PROGRESS', now(),
          now() + make_interval(hours => p_keep_hours), p_transaction_id)
  ON CONFLICT ("user_id", "key") DO UPDATE SET
    "id" = EXCLUDED."id", "request_path" = EXCLUDED."request_path", "request_hash" = EXCLUDED."request_hash",
    "status" = 'IN_PROGRESS', "response_status" = NULL, "response_body" = NULL,
    "transaction_id" = EXCLUDED."transaction_id", "created_at" = now(), "locked_at" = now(),
    "expires_at" = EXCLUDED."expires_at"
  WHERE "idempotency_keys"."expires_at" < now()
  RETURNING "id" INTO claimed;
  IF claimed IS NULL THEN
    RAISE EXCEPTION 'idempotency_claim: the key is held by another request' USING ERRCODE = 'VL003';
  END IF;
END;
$$;

-- A refusal met before the key is claimed (a retry of a transfer that emptied the wallet) gives way to the
-- request that holds the key, so the retry gets that request's answer instead of the refusal.
CREATE FUNCTION "idempotency_give_way"("p_key_id" uuid, "p_user_id" uuid, "p_key" text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NOT NULL AND EXISTS (
    SELECT 1 FROM "idempotency_keys"
     WHERE "user_id" = p_user_id AND "key" = p_key AND "id" <> p_key_id AND "expires_at" >= now()
  ) THEN
    RAISE EXCEPTION 'idempotency_claim: the key is held by another request' USING ERRCODE = 'VL003';
  END IF;
END;
$$;

CREATE FUNCTION "idempotency_store"("p_key_id" uuid, "p_status" integer, "p_body" jsonb) RETURNS boolean
LANGUAGE sql AS $$
  UPDATE "idempotency_keys"
     SET "status" = 'COMPLETED', "response_status" = p_status, "response_body" = p_body, "locked_at" = NULL
   WHERE "id" = p_key_id
  RETURNING true;
$$;

-- A transfer's money movement in one statement, all or nothing:
--   1. the session the request carries must still be the user's (VL004: logout or a password change ended it);
--   2. the wallet is locked, then the day's total is counted against the tier's limit under that lock, so
--      concurrent transfers cannot together pass it (VL002, with the limit and what is left in DETAIL as
--      JSON, for the message); the tier is picked here and nowhere else;
--   3. the balance must cover amount and fee (VL001);
--   4. the transaction, its entry (through post_entry) and the payout as it will be sent are written;
--   5. the request's key is claimed or linked (idempotency_claim).
-- A refused transfer whose key another request holds gives way to it (VL003).
-- The locking order, wallet then daily usage, is the order a refund takes too, so the two never deadlock.
CREATE FUNCTION "send_money"(
  "p_user_id" uuid,
  "p_session_version" integer,
  "p_key_id" uuid,
  "p_key" text,
  "p_request_path" text,
  "p_request_hash" text,
  "p_keep_hours" integer,
  "p_day" date,
  "p_daily_limit_by_bvn" numeric,
  "p_daily_limit_by_phone" numeric,
  "p_amount" numeric,
  "p_fee" numeric,
  "p_description" text,
  "p_recipient_name" text,
  "p_recipient_account_number" text,
  "p_recipient_bank" text,
  "p_bank_code" text,
  "p_reference" text,
  "p_provider" text,
  "p_narration" text,
  "p_at" timestamptz,
  "p_payouts_account_id" uuid,
  "p_fees_account_id" uuid
) RETURNS TABLE ("transaction_id" integer, "payout_id" uuid)
LANGUAGE plpgsql AS $$
DECLARE
  total numeric := p_amount + p_fee;
  current_version integer;
  daily_limit numeric;
  wallet_account uuid;
  wallet_balance numeric;
  used numeric;
  new_transaction integer;
  new_payout uuid;
BEGIN
  IF p_amount <= 0 OR p_fee < 0 THEN
    RAISE EXCEPTION 'send_money: the amount must be positive and the fee not negative' USING ERRCODE = 'check_violation';
  END IF;

  SELECT "session_version", CASE WHEN "bvn_hash" IS NOT NULL THEN p_daily_limit_by_bvn ELSE p_daily_limit_by_phone END
    INTO current_version, daily_limit
    FROM "users" WHERE "id" = p_user_id;
  IF current_version IS NULL OR current_version IS DISTINCT FROM p_session_version THEN
    RAISE EXCEPTION 'send_money: the session has ended' USING ERRCODE = 'VL004';
  END IF;

  SELECT "ledger_account_id", "balance" INTO wallet_account, wallet_balance
    FROM "wallets" WHERE "user_id" = p_user_id FOR UPDATE;

  INSERT INTO "daily_send_usage" ("user_id", "day", "amount", "updated_at")
  SELECT p_user_id, p_day, total, now() WHERE total <= daily_limit
  ON CONFLICT ("user_id", "day") DO UPDATE
    SET "amount" = "daily_send_usage"."amount" + EXCLUDED."amount", "updated_at" = now()
    WHERE "daily_send_usage"."amount" + EXCLUDED."amount" <= daily_limit;
  IF NOT FOUND THEN
    PERFORM "idempotency_give_way"(p_key_id, p_user_id, p_key);
    SELECT coalesce((SELECT "amount" FROM "daily_send_usage" WHERE "user_id" = p_user_id AND "day" = p_day), 0)
      INTO used;
    RAISE EXCEPTION 'send_money: above the daily limit' USING ERRCODE = 'VL002',
      DETAIL = json_build_object('limit', daily_limit::text, 'left', greatest(daily_limit - used, 0)::text)::text;
  END IF;

  IF wallet_account IS NULL OR wallet_balance < total THEN
    PERFORM "idempotency_give_way"(p_key_id, p_user_id, p_key);
    RAISE EXCEPTION 'send_money: insufficient balance' USING ERRCODE = 'VL001';
  END IF;

  INSERT INTO "transactions" ("user_id", "transaction_type", "amount", "fee", "description", "recipient_name",
                              "recipient_account_number", "recipient_bank", "status", "transaction_reference",
                              "transaction_date", "updated_at")
  VALUES (p_user_id, 'SEND', p_amount, p_fee, p_description, p_recipient_name, p_recipient_account_number,
          p_recipient_bank, 'PENDING', p_reference, p_at, now())
  RETURNING "id" INTO new_transaction;

  IF p_fee > 0 THEN
    PERFORM "post_entry"('transfer', new_transaction, ARRAY[wallet_account, p_payouts_account_id, p_fees_account_id],
                         ARRAY['DEBIT', 'CREDIT', 'CREDIT'], ARRAY[total, p_amount, p_fee]);
  ELSE
    PERFORM "post_entry"('transfer', new_transaction, ARRAY[wallet_account, p_payouts_account_id],
                         ARRAY['DEBIT', 'CREDIT'], ARRAY[total, p_amount]);
  END IF;

  -- What the provider will be sent, stored as sent: Veil, the reference, the recipient. Not the user.
  INSERT INTO "payouts" ("id", "transaction_id", "reference", "provider", "amount", "bank_code", "account_number",
                         "account_name", "narration", "updated_at")
  VALUES (gen_random_uuid(), new_transaction, p_reference, p_provider, p_amount, p_bank_code,
          p_recipient_account_number, p_recipient_name, p_narration, now())
  RETURNING "id" INTO new_payout;

  IF p_key_id IS NOT NULL THEN
    PERFORM "idempotency_claim"(p_key_id, p_user_id, p_key, p_request_path, p_request_hash, p_keep_hours,
                                new_transaction);
  END IF;

  RETURN QUERY SELECT new_transaction, new_payout;
END;
$$;
