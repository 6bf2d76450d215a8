import "server-only";
import { type Database, type Tx, type JobContext, MONEY_TX, ApiError } from "@/server/platform";
import { postEntry } from "@/server/money/ledger/post-entry";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { userTier } from "@/server/money/limits/user-tier";
import { Prisma } from "@/generated/prisma/client";
import { decimalStringToKobo } from "@/lib/money";
import { phrase, storedPhrases } from "@/i18n/phrase";
import { walletCanTake } from "./receive-deposit";

/** Who acts for operations: the staff member's id, for the audit trail the caller writes. */
export type StaffActor = { staffId: string };

/** A held deposit as operations and the audit trail see it: plain JSON, amounts as decimal strings. */
export type HeldDepositSnapshot = {
  transactionId: number;
  userId: string;
  amount: string;
  status: string;
  heldSince: string;
  /** A deposit to the wallet's account number; null for money from another Veil wallet. */
  incoming: {
    providerReference: string;
    status: string;
    senderName: string;
    senderBank: string | null;
    senderAccountNumber: string | null;
  } | null;
};

/** Written by the caller in the same transaction as the change, so the audit row and the money commit together. */
export type StaffAudit = (tx: Tx, change: { before: HeldDepositSnapshot; after: HeldDepositSnapshot }) => Promise<void>;

const HELD_FIELDS = {
  id: true,
  userId: true,
  amount: true,
  status: true,
  transactionDate: true,
  incomingTransfer: {
    select: {
      providerReference: true,
      status: true,
      senderName: true,
      senderBank: true,
      senderAccountNumber: true,
    },
  },
} as const;

export async function heldSnapshot(db: Database | Tx, transactionId: number): Promise<HeldDepositSnapshot | null> {
  const row = await db.transaction.findUnique({ where: { id: transactionId }, select: HELD_FIELDS });
  if (!row) return null;
  return {
    transactionId: row.id,
    userId: row.userId,
    amount: row.amount.toFixed(2),
    status: row.status,
    heldSince: row.transactionDate.toISOString(),
    incoming: row.incomingTransfer,
  };
}

/**
 * Moves one held deposit into its wallet (held deposits -> the wallet, through the ledger), under the wallet's
 * lock the caller took: the transaction becomes Completed with its held sentence gone, the incoming transfer
 * Credited, its anomaly reviewed. The conditional update lets only the first of two callers move it.
 */
async function creditHeld(tx: Tx, transactionId: number): Promise<boolean> {
  const won = await tx.transaction.updateMany({
    where: { id: transactionId, transactionType: "RECEIVE", status: "HELD" },
    data: { status: "COMPLETED", failure: Prisma.DbNull },
  });
  if (won.count === 0) return false;
  const row = await tx.transaction.findUniqueOrThrow({
    where: { id: transactionId },
    select: { amount: true, user: { select: { wallet: { select: { ledgerAccountId: true } } } } },
  });
  const amountKobo = decimalStringToKobo(row.amount.toFixed(2));
  await postEntry(tx, {
    kind: "held-deposit-released",
    transactionId,
    postings: [
      { accountId: systemAccountId("heldDeposits"), direction: "DEBIT", amountKobo },
      { accountId: row.user.wallet!.ledgerAccountId, direction: "CREDIT", amountKobo },
    ],
  });
  const incoming = await tx.incomingTransfer.findUnique({
    where: { transactionId },
    select: { id: true, providerReference: true },
  });
  if (incoming) {
    await tx.incomingTransfer.update({ where: { id: incoming.id }, data: { status: "CREDITED" } });
    await tx.fundingAnomaly.updateMany({
      where: { providerReference: incoming.providerReference, reason: "held_over_cap", reviewedAt: null },
      data: { reviewedAt: new Date() },
    });
  }
  return true;
}

/**
 * Credits the person's held deposits that now fit their wallet, oldest first, each by the rule every deposit
 * meets (walletCanTake, under the wallet's lock): one that still does not fit stays held and a later, smaller
 * one may pass it. Called when the tier rises and by the release-held-deposits job when room appears otherwise.
 * Two callers at once queue on the wallet's lock; the second finds nothing left held.
 */
export async function releaseHeldDeposits(db: Database, userId: string): Promise<number> {
  if ((await heldOf(db, userId)).length === 0) return 0;
  const tier = await userTier(db, userId);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "wallets" WHERE "user_id" = ${userId}::uuid FOR UPDATE`;
    let released = 0;
    for (const row of await heldOf(tx, userId)) {
      if (!(await walletCanTake(tx, userId, tier, decimalStringToKobo(row.amount)))) continue;
      const credited = row.returned ? await creditReturnedHeld(tx, row.id) : await creditHeld(tx, row.id);
      if (credited) released += 1;
    }
    return released;
  }, MONEY_TX);
}

/**
 * What a person has on hold, oldest first: money received over the cap (a held RECEIVE), and their own transfers
 * returned by the bank when the cap could not take them back (a Reversed SEND whose `held_over_cap` anomaly,
 * `payout:<id>`, is not yet reviewed), which hold the amount and the fee.
 */
async function heldOf(db: Database | Tx, userId: string) {
  return db.$queryRaw<{ id: number; amount: string; returned: boolean }[]>`
    SELECT id, amount::text AS amount, false AS returned, transaction_date FROM transactions
     WHERE user_id = ${userId}::uuid AND transaction_type = 'RECEIVE' AND status = 'HELD'
    UNION ALL
    SELECT t.id, (t.amount + t.fee)::text, true, t.transaction_date
      FROM transactions t
      JOIN payouts p ON p.transaction_id = t.id
      JOIN funding_anomalies a ON a.provider_reference = 'payout:' || p.id::text AND a.reason = 'held_over_cap'
     WHERE t.user_id = ${userId}::uuid AND t.transaction_type = 'SEND' AND t.status = 'REVERSED'
       AND a.reviewed_at IS NULL
     ORDER BY transaction_date ASC, id ASC`;
}

/**
 * A returned transfer's held money into its wallet (held deposits -> the wallet, amount and fee): its anomaly
 * reviewed by a conditional update that only the first caller wins, and the on-hold sentence dropped from its
 * reasons, the bank's own reason kept.
 */
async function creditReturnedHeld(tx: Tx, transactionId: number): Promise<boolean> {
  const row = await tx.transaction.findUniqueOrThrow({
    where: { id: transactionId },
    select: {
      amount: true,
      fee: true,
      failure: true,
      payout: { select: { id: true } },
      user: { select: { wallet: { select: { ledgerAccountId: true } } } },
    },
  });
  const won = await tx.fundingAnomaly.updateMany({
    where: { providerReference: `payout:${row.payout!.id}`, reason: "held_over_cap", reviewedAt: null },
    data: { reviewedAt: new Date() },
  });
  if (won.count === 0) return false;
  const amountKobo = decimalStringToKobo(row.amount.toFixed(2)) + decimalStringToKobo(row.fee.toFixed(2));
  await postEntry(tx, {
    kind: "held-return-released",
    transactionId,
    postings: [
      { accountId: systemAccountId("heldDeposits"), direction: "DEBIT", amountKobo },
      { accountId: row.user.wallet!.ledgerAccountId, direction: "CREDIT", amountKobo },
    ],
  });
  const reasons = storedPhrases(row.failure);
  await tx.transaction.update({ where: { id: transactionId }, data: { failure: reasons.slice(0, 1) } });
  return true;
}

/** Wallets looked at per run of the job. */
export const RELEASE_BATCH = 200;

/**
 * The "release-held-deposits" job: room appears without a tier rise when a person spends, so every wallet with
 * held money is looked at again, the ones held longest first.
 */
export async function releaseFittingHeldDeposits(db: Database, context: JobContext): Promise<number> {
  const owners = await db.$queryRaw<{ user_id: string }[]>`
    SELECT user_id::text AS user_id FROM (
      SELECT user_id, transaction_date FROM transactions WHERE status = 'HELD' AND transaction_type = 'RECEIVE'
      UNION ALL
      SELECT t.user_id, t.transaction_date
        FROM funding_anomalies a
        JOIN payouts p ON a.provider_reference = 'payout:' || p.id::text
        JOIN transactions t ON t.id = p.transaction_id
       WHERE a.reason = 'held_over_cap' AND a.reviewed_at IS NULL AND a.provider_reference LIKE 'payout:%'
    ) held
     GROUP BY user_id ORDER BY min(transaction_date) ASC LIMIT ${RELEASE_BATCH}`;
  let released = 0;
  for (const { user_id: userId } of owners) {
    if (Date.now() >= context.deadline) break;
    try {
      released += await releaseHeldDeposits(db, userId);
    } catch (error) {
      console.error(`Held deposits of ${userId} not released:`, error instanceof Error ? error.message : "unknown");
    }
  }
  return released;
}

/** Operations' list: every deposit still held, the longest held first, with its sender as the provider gave it. */
export async function listHeldDeposits(db: Database, options: { limit?: number } = {}): Promise<HeldDepositSnapshot[]> {
  const rows = await db.transaction.findMany({
    where: { transactionType: "RECEIVE", status: "HELD" },
    orderBy: [{ transactionDate: "asc" }, { id: "asc" }],
    take: options.limit ?? 100,
    select: HELD_FIELDS,
  });
  return rows.map((row) => ({
    transactionId: row.id,
    userId: row.userId,
    amount: row.amount.toFixed(2),
    status: row.status,
    heldSince: row.transactionDate.toISOString(),
    incoming: row.incomingTransfer,
  }));
}

/**
 * Operations credit one held deposit to its wallet, with a reason: only if it fits the wallet now (refused with
 * the cap's own sentence otherwise). Of two staff at once, the first wins and the second is told it was handled.
 */
export async function creditHeldDeposit(
  db: Database,
  // Who acted and why are the audit trail's, which the caller writes in `audit`.
  _actor: StaffActor,
  input: { transactionId: number; reason: string },
  audit?: StaffAudit,
): Promise<{ before: HeldDepositSnapshot; after: HeldDepositSnapshot }> {
  if (!input.reason.trim()) throw new ApiError("bad_request", phrase("serverErrors.staffReasonRequired"));
  const found = await heldSnapshot(db, input.transactionId);
  if (!found) throw new ApiError("not_found", phrase("serverErrors.heldDepositNotFound"));
  const tier = await userTier(db, found.userId);
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "wallets" WHERE "user_id" = ${found.userId}::uuid FOR UPDATE`;
    const before = (await heldSnapshot(tx, input.transactionId))!;
    if (before.status !== "HELD") throw new ApiError("conflict", phrase("serverErrors.heldDepositHandled"));
    // The rule every deposit meets; the operator is told in their own words why it cannot be credited yet.
    if (!(await walletCanTake(tx, found.userId, tier, decimalStringToKobo(before.amount)))) {
      throw new ApiError("unprocessable", phrase("serverErrors.heldDepositDoesNotFit"));
    }
    if (!(await creditHeld(tx, input.transactionId))) {
      throw new ApiError("conflict", phrase("serverErrors.heldDepositHandled"));
    }
    const after = (await heldSnapshot(tx, input.transactionId))!;
    await audit?.(tx, { before, after });
    return { before, after };
  }, MONEY_TX);
}
