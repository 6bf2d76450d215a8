import "server-only";
import type { Database } from "@/server/prisma-client";
import type { PayoutRequest, PayoutsProvider } from "@/server/providers/payouts/payouts-provider";
import { payoutNarration } from "@/server/providers/payouts/payouts-provider";
import { ApiError, SIGN_IN_REQUIRED } from "@/server/http/api-error";
import {
  KEY_TAKEN,
  keyHeld,
  type Answer,
  type Claim,
  type ClaimedRun,
  type KeyToClaim,
} from "@/server/idempotency/idempotency";
import { systemAccountId } from "@/server/ledger/accounts";
import { newTransactionReference } from "@/server/ledger/reference";
import { preparedStatement } from "@/server/prepared-statement";
import { sentOn } from "@/server/limits/daily-usage";
import { userTier } from "@/server/limits/user-tier";
import { requireCurrentSession } from "@/server/auth/current-user";
import type { SessionSubject } from "@/server/auth/session-token";
import { presentTransaction, TRANSACTION_FIELDS, type TransactionRow } from "@/server/history/present-transaction";
import { Prisma } from "@/generated/prisma/client";
import { dailyLimitMessage, lagosDay, TIERS } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";
import { transferFeeKobo } from "@/lib/fees";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import type { TransferInput } from "@/lib/schemas/transfer";
import { INSUFFICIENT_BALANCE } from "@/lib/schemas/transfer-rules";
import { resolveRecipient } from "./name-enquiry";
import { settleAcceptedPayout } from "./settle-payout";
import { submitPayout } from "./submit-payout";

export type TransferDeps = { db: Database; payouts: PayoutsProvider; now?: () => Date };
/** Who sends: the user, and the session version their request's token carries (send_money checks it). */
type Sender = SessionSubject;

/** What send_money raises for a refusal (migrations send_money_function and send_money_checks_session). */
const INSUFFICIENT_FUNDS_SQLSTATE = "VL001";
const DAILY_LIMIT_SQLSTATE = "VL002";
const KEY_TAKEN_SQLSTATE = "VL003";
const SESSION_ENDED_SQLSTATE = "VL004";

/** Sends money under a key idempotent() has already claimed, or under none (the seed). */
export async function sendMoney(deps: TransferDeps, user: Sender, input: TransferInput, claim: Claim): Promise<Answer> {
  const sent = await transfer(deps, user, input, { claimedId: claim.id });
  if (sent === KEY_TAKEN) throw new Error("send_money answered key_taken for a key it was not asked to claim.");
  return sent.answer;
}

/** Sends money, claiming the request's idempotency key in the statement that moves it (the route's path). */
export async function sendMoneyClaiming(
  deps: TransferDeps,
  user: Sender,
  input: TransferInput,
  key: KeyToClaim,
): Promise<ClaimedRun | typeof KEY_TAKEN> {
  const sent = await transfer(deps, user, input, { toClaim: key });
  if (sent === KEY_TAKEN) return sent;
  if (!sent.keyId) throw new Error("send_money claimed no key when asked to.");
  return { ...sent, keyId: sent.keyId };
}

/**
 * Sends money to a bank account: the name is looked up again here (the screen's lookup is not trusted), then
 * one database statement checks that the sender's session is still current, claims the key (when asked),
 * counts the daily limit, debits the wallet, and records the transaction, its entry, the payout and the key's
 * link, all or nothing (the send_money function).
 * Then the payout goes to the provider. Its usual answer, accepted, settles the payout and the transaction and
 * stores the request's answer in one more statement; any other answer settles it (Failed and refunded) or
 * leaves it Pending for the webhook or the reconciler, as before.
 */
async function transfer(
  deps: TransferDeps,
  user: Sender,
  input: TransferInput,
  key: { claimedId: string | null } | { toClaim: KeyToClaim },
): Promise<Sent | typeof KEY_TAKEN> {
  const { db, payouts } = deps;
  const at = deps.now?.() ?? new Date();
  const amountKobo = toKobo(input.amount);
  const feeKobo = transferFeeKobo(amountKobo);
  const day = lagosDay(at);
  let recipient: Awaited<ReturnType<typeof resolveRecipient>>;
  try {
    recipient = await resolveRecipient(payouts, input);
  } catch (error) {
    // send_money has not checked this session yet: only a current one may learn that an account does not exist.
    await requireCurrentSession(db, user);
    throw error;
  }
  const reference = newTransactionReference();
  const narration = payoutNarration(reference);
  const toClaim = "toClaim" in key ? key.toClaim : null;

  let sent: SendMoneyRow;
  try {
    const { rows } = await db.sql.query<SendMoneyRow>(
      SEND_MONEY([
        user.id,
        user.sessionVersion,
        "claimedId" in key ? key.claimedId : null,
        toClaim?.key ?? null,
        toClaim?.path ?? null,
        toClaim?.hash ?? null,
        toClaim?.keepHours ?? null,
        day,
        koboToDecimalString(TIERS[3].dailySendKobo),
        koboToDecimalString(TIERS[1].dailySendKobo),
        koboToDecimalString(amountKobo),
        koboToDecimalString(feeKobo),
        input.description || null,
        recipient.accountName,
        input.recipientAccountNumber,
        input.recipientBank,
        recipient.bankCode,
        reference,
        payouts.name,
        narration,
        at,
        systemAccountId("bankPayouts"),
        systemAccountId("fees"),
      ]),
    );
    sent = rows[0]!; // it returns one row or raises
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === SESSION_ENDED_SQLSTATE) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
    if (code === KEY_TAKEN_SQLSTATE) return KEY_TAKEN;
    // The key is claimed last: a retry of a transfer that emptied the wallet (or used up the day) is refused
    // before it gets there, and must get the first request's answer instead.
    const refusal = code === INSUFFICIENT_FUNDS_SQLSTATE || code === DAILY_LIMIT_SQLSTATE;
    if (refusal && toClaim && (await keyHeld(db, toClaim))) return KEY_TAKEN;
    if (code === INSUFFICIENT_FUNDS_SQLSTATE) throw new ApiError("unprocessable", INSUFFICIENT_BALANCE);
    if (code === DAILY_LIMIT_SQLSTATE) {
      const [tier, used] = await Promise.all([userTier(db, user.id), sentOn(db, user.id, day)]);
      throw new ApiError("unprocessable", dailyLimitMessage(tier, tier.dailySendKobo - used));
    }
    throw error;
  }
  const transactionId = sent.transaction_id!;
  const payoutId = sent.payout_id!;

  // What the provider is sent is what the payout row holds, as a resubmission would build it from the row.
  const request: PayoutRequest = {
    reference,
    amountKobo,
    currency: "NGN",
    recipient: {
      accountNumber: input.recipientAccountNumber,
      bankCode: recipient.bankCode,
      accountName: recipient.accountName,
    },
    sender: { name: "Veil" },
    narration,
  };
  const outcome = await submitPayout(db, payouts, payoutId, request, { settleAccepted: false });
  if (outcome?.status === "success") {
    // The transaction as it reads once settled, known without reading it back: what was just written.
    const answer = transactionAnswer({
      id: transactionId,
      transactionType: "SEND",
      amount: new Prisma.Decimal(koboToDecimalString(amountKobo)),
      fee: new Prisma.Decimal(koboToDecimalString(feeKobo)),
      description: input.description || null,
      recipientName: recipient.accountName,
      recipientAccountNumber: input.recipientAccountNumber,
      recipientBank: input.recipientBank,
      status: "COMPLETED",
      transactionReference: reference,
      transactionDate: at,
      cardBrand: null,
      cardLast4: null,
      failureReason: null,
    });
    const storeUnder = toClaim ? sent.key_id : null;
    if (await settleAcceptedPayout(db, payoutId, outcome.providerReference, { answer, keyId: storeUnder })) {
      return { keyId: sent.key_id, answer, stored: storeUnder !== null };
    }
  }
  return { keyId: sent.key_id, answer: await transferAnswer(db, transactionId), stored: false };
}

type Sent = { keyId: string | null; answer: Answer; stored: boolean };

const SEND_MONEY = preparedStatement(
  "send-money",
  `SELECT * FROM send_money(
     p_user_id => $1::uuid, p_session_version => $2::int, p_claimed_key_id => $3::uuid, p_key => $4,
     p_request_path => $5, p_request_hash => $6, p_keep_hours => $7::int, p_day => $8::date,
     p_daily_limit_by_bvn => $9::numeric, p_daily_limit_by_phone => $10::numeric, p_amount => $11::numeric,
     p_fee => $12::numeric, p_description => $13, p_recipient_name => $14, p_recipient_account_number => $15,
     p_recipient_bank => $16, p_bank_code => $17, p_reference => $18, p_provider => $19, p_narration => $20,
     p_at => $21::timestamptz, p_payouts_account_id => $22::uuid, p_fees_account_id => $23::uuid)`,
);

/** What send_money answers: one row. */
type SendMoneyRow = {
  transaction_id: number | null;
  payout_id: string | null;
  key_id: string | null;
};

function transactionAnswer(row: TransactionRow): Answer {
  return { status: 200, body: { data: { transaction: presentTransaction(row) } } };
}

/** The answer for a transfer, as it stands now: also what a retry of a request that died is given. */
export async function transferAnswer(db: Database, transactionId: number): Promise<Answer> {
  return transactionAnswer(
    await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: TRANSACTION_FIELDS }),
  );
}
