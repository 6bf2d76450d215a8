import "server-only";
import type { Database, JobContext } from "@/server/platform";
import { enqueueMessage, recipientLanguage } from "@/server/notify";
import { openSystemCase } from "@/server/support";
import { translator } from "@/i18n/translator";
import { formatNaira } from "@/lib/money";
import { noticeLongPendingPayouts } from "@/server/money/transfers/pending-payouts";
import { pendingNoticeMs } from "./pending-clock";

/** Top-ups and account numbers noticed per run; the next run takes the rest. */
const BATCH = 100;

/**
 * The "pending-notices" job: whatever has been pending for a day (a payout, a card top-up, an account
 * number) is told to its person in words, once; a payout and a top-up also get a case opened by Veil.
 */
export async function noticeLongPending(db: Database, context: JobContext): Promise<number> {
  const payouts = await noticeLongPendingPayouts(db, context);
  const topUps = await noticeLongPendingTopUps(db, context);
  return payouts + topUps + (await noticeLongPendingAccounts(db, context));
}

/** The top-ups whose card's bank has not decided after a day: the person told, a SYSTEM case opened, once. */
export async function noticeLongPendingTopUps(db: Database, context: JobContext): Promise<number> {
  const rows = await db.$queryRaw<{ transaction_id: number }[]>`
    SELECT c.transaction_id FROM card_charges c JOIN transactions t ON t.id = c.transaction_id
     WHERE c.settled_at IS NULL AND c.pending_notice_at IS NULL AND t.status = 'PENDING'
       AND c.created_at < clock_timestamp() - make_interval(secs => ${pendingNoticeMs() / 1000})
     ORDER BY c.created_at ASC
     LIMIT ${BATCH}`;
  let noticed = 0;
  for (const { transaction_id: transactionId } of rows) {
    if (Date.now() >= context.deadline) break;
    try {
      if (await noticeTopUp(db, transactionId)) noticed += 1;
    } catch (error) {
      console.error(`Top-up ${transactionId} not noticed:`, error instanceof Error ? error.message : "unknown");
    }
  }
  return noticed;
}

/** Claimed by pending_notice_at while unsettled and unnoticed: of two workers, the second finds it done. */
async function noticeTopUp(db: Database, transactionId: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.$executeRaw`
      UPDATE card_charges SET pending_notice_at = clock_timestamp()
       WHERE transaction_id = ${transactionId} AND settled_at IS NULL AND pending_notice_at IS NULL`;
    if (claimed === 0) return false;
    const transaction = await tx.transaction.findUniqueOrThrow({
      where: { id: transactionId },
      select: { userId: true, amount: true, user: { select: { phoneNumber: true, email: true } } },
    });
    const { userId } = transaction;
    const language = await recipientLanguage(tx, userId);
    const t = translator(language);
    const amount = formatNaira(transaction.amount.toFixed(2), language);
    const { reference } = await openSystemCase(tx, {
      userId,
      transactionId,
      reason: "NOT_RECEIVED",
      note: t("outbox.pending.topUpCaseNote", { amount }),
    });
    const text = t("outbox.pending.topUpText", { amount, reference });
    const kind = "pending:top-up";
    await enqueueMessage(tx, { userId, channel: "sms", to: transaction.user.phoneNumber, text, kind });
    if (transaction.user.email) {
      const subject = t("outbox.pending.topUpSubject", { reference });
      await enqueueMessage(tx, { userId, channel: "email", to: transaction.user.email, subject, text, kind });
    }
    return true;
  });
}

/** The account numbers still not assigned a day after they were asked for: the person told, once. */
export async function noticeLongPendingAccounts(db: Database, context: JobContext): Promise<number> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id::text FROM virtual_accounts
     WHERE status <> 'ASSIGNED' AND pending_notice_at IS NULL
       AND created_at < clock_timestamp() - make_interval(secs => ${pendingNoticeMs() / 1000})
     ORDER BY created_at ASC
     LIMIT ${BATCH}`;
  let noticed = 0;
  for (const { id } of rows) {
    if (Date.now() >= context.deadline) break;
    try {
      if (await noticeAccount(db, id)) noticed += 1;
    } catch (error) {
      console.error(`Account number ${id} not noticed:`, error instanceof Error ? error.message : "unknown");
    }
  }
  return noticed;
}

/** Claimed by pending_notice_at with its message in one transaction: sent once, or not at all. */
async function noticeAccount(db: Database, id: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [claimed] = await tx.$queryRaw<{ user_id: string }[]>`
      UPDATE virtual_accounts SET pending_notice_at = clock_timestamp()
       WHERE id = ${id}::uuid AND status <> 'ASSIGNED' AND pending_notice_at IS NULL
       RETURNING user_id::text AS user_id`;
    if (!claimed) return false;
    const userId = claimed.user_id;
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { phoneNumber: true } });
    const t = translator(await recipientLanguage(tx, userId));
    const text = t("outbox.pending.accountText");
    await enqueueMessage(tx, { userId, channel: "sms", to: user.phoneNumber, text, kind: "pending:account-number" });
    return true;
  });
}

/** A top-up still being confirmed, as operations list it. */
export type PendingTopUpRow = {
  transactionId: number;
  userId: string;
  reference: string;
  amount: string;
  pendingSince: string;
  lastCheckedAt: string | null;
  overdue: boolean;
  noticedAt: string | null;
};

/** Operations' list of top-ups whose card's bank has not decided, oldest first. */
export async function listPendingTopUps(db: Database, options: { limit?: number } = {}): Promise<PendingTopUpRow[]> {
  const rows = await db.$queryRaw<
    {
      transaction_id: number;
      user_id: string;
      reference: string;
      amount: string;
      created_at: Date;
      last_checked_at: Date | null;
      pending_notice_at: Date | null;
      overdue: boolean;
    }[]
  >`
    SELECT c.transaction_id, t.user_id::text AS user_id, t.transaction_reference AS reference,
           t.amount::text AS amount, c.created_at, c.last_checked_at, c.pending_notice_at,
           c.created_at < clock_timestamp() - make_interval(secs => ${pendingNoticeMs() / 1000}) AS overdue
      FROM card_charges c JOIN transactions t ON t.id = c.transaction_id
     WHERE c.settled_at IS NULL AND t.status = 'PENDING'
     ORDER BY c.created_at ASC
     LIMIT ${options.limit ?? 100}`;
  return rows.map((row) => ({
    transactionId: row.transaction_id,
    userId: row.user_id,
    reference: row.reference,
    amount: row.amount,
    pendingSince: row.created_at.toISOString(),
    lastCheckedAt: row.last_checked_at?.toISOString() ?? null,
    overdue: row.overdue,
    noticedAt: row.pending_notice_at?.toISOString() ?? null,
  }));
}

/** An account number not yet assigned, as operations list it. */
export type PendingAccountRow = {
  userId: string;
  status: string;
  attempts: number;
  pendingSince: string;
  lastAttemptAt: string | null;
  overdue: boolean;
  noticedAt: string | null;
};

/** Operations' list of account numbers not yet assigned (pending or refused), oldest first. */
export async function listPendingAccounts(
  db: Database,
  options: { limit?: number } = {},
): Promise<PendingAccountRow[]> {
  const rows = await db.$queryRaw<
    {
      user_id: string;
      status: string;
      attempts: number;
      created_at: Date;
      last_attempt_at: Date | null;
      pending_notice_at: Date | null;
      overdue: boolean;
    }[]
  >`
    SELECT user_id::text AS user_id, status::text AS status, attempts, created_at, last_attempt_at, pending_notice_at,
           created_at < clock_timestamp() - make_interval(secs => ${pendingNoticeMs() / 1000}) AS overdue
      FROM virtual_accounts
     WHERE status <> 'ASSIGNED'
     ORDER BY created_at ASC
     LIMIT ${options.limit ?? 100}`;
  return rows.map((row) => ({
    userId: row.user_id,
    status: row.status,
    attempts: row.attempts,
    pendingSince: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    overdue: row.overdue,
    noticedAt: row.pending_notice_at?.toISOString() ?? null,
  }));
}
