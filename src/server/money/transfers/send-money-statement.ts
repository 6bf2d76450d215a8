import "server-only";
import { type Database, type Key, type Tx, preparedStatement, fromSql } from "@/server/platform";
import { type AuthUser, currentSessionId } from "@/server/auth";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { TIERS } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";

/**
 * send_money for a signed-in person's transfer to a bank: the session check, limit, debit and records, all or
 * nothing, on its own connection. send_money checks the session again in the statement that moves the money
 * (the PIN's statement checked it a moment before), so a sign-out, a password change or a freeze meanwhile
 * refuses the send with nothing written.
 */
export function sendMoneyFrom(
  db: Database,
  sender: AuthUser,
  input: SendMoneyInput,
): Promise<{ transactionId: number; payoutId: string }> {
  return runSendMoney(db, sendMoneyRequest(withSession(sender), input));
}

/**
 * Holds the sender's session row FOR SHARE in the caller's transaction, as send_money does before it takes the
 * wallet's lock. A transaction that takes wallets' locks before it runs send_money takes this first, so it locks
 * in send_money's order (session, then wallet), the order a freeze or a closure ends sessions and then takes the
 * wallet in: no deadlock can cross them. An ended session is left to send_money to refuse.
 */
export async function holdSession(tx: Tx, sender: AuthUser): Promise<void> {
  const { id, sessionId } = withSession(sender);
  await tx.$queryRaw`
    SELECT 1 FROM "user_sessions" WHERE "id" = ${sessionId}::uuid AND "user_id" = ${id}::uuid FOR SHARE`;
}

/**
 * send_money for a transfer to another Veil wallet, inside the caller's database transaction (which writes the
 * recipient's side and holds both wallets' locks): no payout, the money credited to `creditAccountId`.
 */
export async function sendToWallet(
  tx: Tx,
  sender: AuthUser,
  input: SendMoneyInput & { creditAccountId: string },
): Promise<number> {
  const request = {
    ...sendMoneyRequest(withSession(sender), input),
    credit_account_id: input.creditAccountId,
    payout: false,
  };
  const rows = await tx
    .$queryRawUnsafe<{ transaction_id: number }[]>(`SELECT * FROM send_money($1::jsonb)`, JSON.stringify(request))
    .catch((error: unknown) => {
      throw fromSql(error);
    });
  return rows[0]!.transaction_id;
}

/** The sender with the session send_money checks. */
function withSession(user: AuthUser): Sender & { sessionId: string } {
  return { id: user.id, sessionVersion: user.sessionVersion, sessionId: currentSessionId(user) };
}

/**
 * send_money for a Card to Account send, which carries no session: it was authorised with the PIN when it was
 * asked for, and its credited card top-up (`topUpId`, unsent in card_sends) is what send_money checks instead.
 */
export async function sendMoneyPaidByCard(
  db: Database,
  userId: string,
  topUpId: number,
  input: SendMoneyInput,
): Promise<{ transactionId: number; payoutId: string }> {
  return runSendMoney(db, {
    ...sendMoneyRequest({ id: userId, sessionVersion: null, sessionId: null }, input),
    card_top_up_id: topUpId,
  });
}

/** send_money on its own connection: one round trip, its refusals as the person is told them. */
async function runSendMoney(
  db: Database,
  request: SendMoneyRequest,
): Promise<{ transactionId: number; payoutId: string }> {
  const { rows } = await db.sql
    .query<{ transaction_id: number; payout_id: string }>(SEND_MONEY([JSON.stringify(request)]))
    .catch((error: unknown) => {
      throw fromSql(error);
    });
  const sent = rows[0]!; // it returns one row or raises
  return { transactionId: sent.transaction_id, payoutId: sent.payout_id };
}

/** Everything send_money records besides who sends, in our types. */
export type SendMoneyInput = {
  key: Key | null;
  day: string;
  amountKobo: bigint;
  feeKobo: bigint;
  description: string | null;
  recipient: { name: string; accountNumber: string; bank: string; bankCode: string };
  reference: string;
  provider: string;
  narration: string;
  at: Date;
  /** A cooling-off send: the payout is handed to the provider only after this (the jobs do it). */
  sendAfter?: Date;
};

const SEND_MONEY = preparedStatement("send-money-request", `SELECT * FROM send_money($1::jsonb)`);

/**
 * send_money's one argument, field by field as sql/send_money.sql reads it: amounts as decimal strings (never a
 * float), the time as ISO 8601.
 */
type SendMoneyRequest = {
  user_id: string;
  session_version: number | null;
  session_id: string | null;
  key_id: string | null;
  key: string | null;
  request_path: string | null;
  request_hash: string | null;
  keep_hours: number | null;
  day: string;
  daily_limit_tier_1: string;
  daily_limit_tier_2: string;
  daily_limit_tier_3: string;
  amount: string;
  fee: string;
  description: string | null;
  recipient_name: string;
  recipient_account_number: string;
  recipient_bank: string;
  bank_code: string;
  reference: string;
  provider: string;
  narration: string;
  at: string;
  payouts_account_id: string;
  fees_account_id: string;
  /** Card to Account: the credited card top-up that pays for the send, checked in place of the session. */
  card_top_up_id?: number;
  send_after: string | null;
};

/** Who sends: a session's subject, or (Card to Account) a user with no session. */
type Sender = Pick<AuthUser, "id"> & { sessionVersion: number | null; sessionId: string | null };

/** The one place send_money's request is made. The tiers' limits are passed from src/lib/limits.ts. */
function sendMoneyRequest(sender: Sender, input: SendMoneyInput): SendMoneyRequest {
  const { key, recipient } = input;
  return {
    user_id: sender.id,
    session_version: sender.sessionVersion,
    session_id: sender.sessionId,
    key_id: key?.id ?? null,
    key: key?.key ?? null,
    request_path: key?.path ?? null,
    request_hash: key?.hash ?? null,
    keep_hours: key?.keepHours ?? null,
    day: input.day,
    daily_limit_tier_1: koboToDecimalString(TIERS[1].dailySendKobo),
    daily_limit_tier_2: koboToDecimalString(TIERS[2].dailySendKobo),
    daily_limit_tier_3: koboToDecimalString(TIERS[3].dailySendKobo),
    amount: koboToDecimalString(input.amountKobo),
    fee: koboToDecimalString(input.feeKobo),
    description: input.description,
    recipient_name: recipient.name,
    recipient_account_number: recipient.accountNumber,
    recipient_bank: recipient.bank,
    bank_code: recipient.bankCode,
    reference: input.reference,
    provider: input.provider,
    narration: input.narration,
    at: input.at.toISOString(),
    payouts_account_id: systemAccountId("bankPayouts"),
    fees_account_id: systemAccountId("fees"),
    send_after: input.sendAfter?.toISOString() ?? null,
  };
}
