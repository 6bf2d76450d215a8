import "server-only";
import {
  type Database,
  type IdempotentRequest,
  type Key,
  type SessionSubject,
  preparedStatement,
  fromSql,
} from "@/server/platform";
import { requireCurrentSession } from "@/server/auth";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { TIERS } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";

/**
 * A session token's claim that nothing has checked yet. A transfer reads nothing before send_money, which
 * checks the session in the statement that moves the money: so sessionRoute hands the transfer this, and only
 * send_money's input (below), `verify` and the idempotency key's scope can read who it is. Code that would
 * read the database for the user first has no id to read with.
 */
export class UnverifiedSession {
  readonly #subject: SessionSubject;

  constructor(subject: SessionSubject) {
    this.#subject = subject;
  }

  /** Checks the session in a query of its own: for a path that must answer before send_money runs. */
  async verify(db: Database): Promise<SessionSubject> {
    await requireCurrentSession(db, this.#subject);
    return this.#subject;
  }

  /**
   * Hands the session to a statement that checks it is current before it reads or writes anything else: the
   * transaction PIN's (requireTransactionPin with a SessionSubject), one round trip for both. Given as a
   * function so this module, which the seed loads outside Next, does not load the PIN's alerts and all they
   * import.
   */
  checkedInStatement<T>(statement: (subject: SessionSubject) => Promise<T>): Promise<T> {
    return statement(this.#subject);
  }

  /**
   * The request as idempotent() takes it. Keys are scoped per user, so this is the id's one other reader, and
   * idempotent() uses it only after send_money, which checks the session before it claims the key, has refused
   * because another request holds that key: the lookup of the held key's answer is never a stranger's.
   */
  idempotentRequest(request: Omit<IdempotentRequest, "userId">): IdempotentRequest {
    return { ...request, userId: this.#subject.id };
  }

  /** Runs send_money for this session: the session check, limit, debit and records, all or nothing. */
  async sendMoney(db: Database, input: SendMoneyInput): Promise<{ transactionId: number; payoutId: string }> {
    const { rows } = await db.sql
      .query<{ transaction_id: number; payout_id: string }>(SEND_MONEY(sendMoneyValues(this.#subject, input)))
      .catch((error: unknown) => {
        throw fromSql(error);
      });
    const sent = rows[0]!; // it returns one row or raises
    return { transactionId: sent.transaction_id, payoutId: sent.payout_id };
  }
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
};

const SEND_MONEY = preparedStatement(
  "send-money-by-tier",
  `SELECT * FROM send_money(
     p_user_id => $1::uuid, p_session_version => $2::int, p_session_id => $25::uuid, p_key_id => $3::uuid,
     p_key => $4, p_request_path => $5, p_request_hash => $6, p_keep_hours => $7::int, p_day => $8::date,
     p_daily_limit_tier_1 => $9::numeric, p_daily_limit_tier_2 => $10::numeric,
     p_daily_limit_tier_3 => $11::numeric, p_amount => $12::numeric, p_fee => $13::numeric, p_description => $14,
     p_recipient_name => $15, p_recipient_account_number => $16, p_recipient_bank => $17, p_bank_code => $18,
     p_reference => $19, p_provider => $20, p_narration => $21, p_at => $22::timestamptz,
     p_payouts_account_id => $23::uuid, p_fees_account_id => $24::uuid)`,
);

/** The one place send_money's arguments are put in order. The tiers' limits are passed from src/lib/limits.ts. */
function sendMoneyValues(sender: SessionSubject, input: SendMoneyInput): unknown[] {
  const { key, recipient } = input;
  return [
    sender.id,
    sender.sessionVersion,
    key?.id ?? null,
    key?.key ?? null,
    key?.path ?? null,
    key?.hash ?? null,
    key?.keepHours ?? null,
    input.day,
    koboToDecimalString(TIERS[1].dailySendKobo),
    koboToDecimalString(TIERS[2].dailySendKobo),
    koboToDecimalString(TIERS[3].dailySendKobo),
    koboToDecimalString(input.amountKobo),
    koboToDecimalString(input.feeKobo),
    input.description,
    recipient.name,
    recipient.accountNumber,
    recipient.bank,
    recipient.bankCode,
    input.reference,
    input.provider,
    input.narration,
    input.at,
    systemAccountId("bankPayouts"),
    systemAccountId("fees"),
    sender.sessionId,
  ];
}
