import "server-only";
import { type Database, type JobContext } from "@/server/platform";
import { enqueueMessage, recipientLanguage } from "@/server/notify";
import { openSystemCase } from "@/server/support";
import { translator } from "@/i18n/translator";
import { formatNaira } from "@/lib/money";
import { pendingNoticeMs } from "@/server/money/pending/pending-clock";

/** Payouts noticed per run: a day's late payouts are few, and the next run takes the rest. */
export const NOTICE_BATCH = 100;

/**
 * The "pending-notices" job's part for payouts: each transfer the bank has not confirmed a day after it went
 * (a scheduled send from the end of its wait) is told to its sender, in words and their language, by SMS and
 * email, and a case opens by itself (origin SYSTEM, reason NOT_RECEIVED) for support to chase.
 */
export async function noticeLongPendingPayouts(db: Database, context: JobContext): Promise<number> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM payouts
     WHERE status = 'PENDING' AND pending_notice_at IS NULL
       AND (send_after IS NULL OR submitted_at IS NOT NULL)
       AND COALESCE(send_after, created_at) < clock_timestamp() - make_interval(secs => ${pendingNoticeMs() / 1000})
     ORDER BY created_at ASC
     LIMIT ${NOTICE_BATCH}`;
  let noticed = 0;
  for (const { id } of rows) {
    if (Date.now() >= context.deadline) break;
    try {
      if (await noticePayout(db, id)) noticed += 1;
    } catch (error) {
      console.error(`Payout ${id} not noticed:`, error instanceof Error ? error.message : "unknown");
    }
  }
  return noticed;
}

/**
 * One late payout: claimed by setting pending_notice_at while it is still pending and unnoticed, so of two
 * workers the second waits on the row and finds it done; the case and the messages commit with the claim.
 */
async function noticePayout(db: Database, payoutId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [claimed] = await tx.$queryRaw<{ transaction_id: number }[]>`
      UPDATE payouts SET pending_notice_at = clock_timestamp(), updated_at = now()
       WHERE id = ${payoutId}::uuid AND status = 'PENDING' AND pending_notice_at IS NULL
       RETURNING transaction_id`;
    if (!claimed) return false;
    const transaction = await tx.transaction.findUniqueOrThrow({
      where: { id: claimed.transaction_id },
      select: {
        id: true,
        userId: true,
        amount: true,
        recipientName: true,
        user: { select: { phoneNumber: true, email: true } },
      },
    });
    const language = await recipientLanguage(tx, transaction.userId);
    const t = translator(language);
    const values = {
      amount: formatNaira(transaction.amount.toFixed(2), language),
      recipient: transaction.recipientName ?? "",
    };
    const { reference } = await openSystemCase(tx, {
      userId: transaction.userId,
      transactionId: transaction.id,
      reason: "NOT_RECEIVED",
      note: t("outbox.pending.payoutCaseNote", values),
    });
    const text = t("outbox.pending.payoutText", { ...values, reference });
    const kind = "pending:payout";
    const { userId } = transaction;
    await enqueueMessage(tx, { userId, channel: "sms", to: transaction.user.phoneNumber, text, kind });
    if (transaction.user.email) {
      const subject = t("outbox.pending.payoutSubject", { reference });
      await enqueueMessage(tx, { userId, channel: "email", to: transaction.user.email, subject, text, kind });
    }
    return true;
  });
}

/** A pending payout as operations list it: the oldest first, those past the notice mark at the top. */
export type PendingPayoutRow = {
  payoutId: string;
  transactionId: number;
  userId: string;
  reference: string;
  amount: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  /** The provider's own word for where it is ("queued", "received", ...), or null before it answered. */
  providerStatus: string | null;
  submitted: boolean;
  pendingSince: string;
  lastCheckedAt: string | null;
  /** Past the notice mark (a day): the person has been or is about to be told, and a case opened. */
  overdue: boolean;
  noticedAt: string | null;
};

/** Operations' list of pending payouts, oldest first (a scheduled send still in its wait is not listed). */
export async function listPendingPayouts(db: Database, options: { limit?: number } = {}): Promise<PendingPayoutRow[]> {
  const rows = await db.$queryRaw<
    {
      id: string;
      transaction_id: number;
      user_id: string;
      reference: string;
      amount: string;
      bank_code: string;
      account_number: string;
      account_name: string;
      provider_status: string | null;
      submitted_at: Date | null;
      since: Date;
      last_checked_at: Date | null;
      overdue: boolean;
      pending_notice_at: Date | null;
    }[]
  >`
    SELECT p.id, p.transaction_id, t.user_id::text AS user_id, p.reference, p.amount::text AS amount, p.bank_code,
           p.account_number, p.account_name, p.provider_status, p.submitted_at, COALESCE(p.send_after, p.created_at) AS since,
           p.last_checked_at, p.pending_notice_at,
           COALESCE(p.send_after, p.created_at) < clock_timestamp() - make_interval(secs => ${pendingNoticeMs() / 1000})
             AS overdue
      FROM payouts p JOIN transactions t ON t.id = p.transaction_id
     WHERE p.status = 'PENDING' AND (p.send_after IS NULL OR p.submitted_at IS NOT NULL)
     ORDER BY since ASC
     LIMIT ${options.limit ?? 100}`;
  return rows.map((row) => ({
    payoutId: row.id,
    transactionId: row.transaction_id,
    userId: row.user_id,
    reference: row.reference,
    amount: row.amount,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    accountName: row.account_name,
    providerStatus: row.provider_status,
    submitted: row.submitted_at !== null,
    pendingSince: row.since.toISOString(),
    lastCheckedAt: row.last_checked_at?.toISOString() ?? null,
    overdue: row.overdue,
    noticedAt: row.pending_notice_at?.toISOString() ?? null,
  }));
}
