import "server-only";
import { isUuid } from "@/lib/staff";
import { type Database, ApiError } from "@/server/platform";
import { listPendingPayouts, type HeldDepositSnapshot } from "@/server/money";
import { phrase } from "@/i18n/phrase";
import { recordStaffAction } from "./staff-audit";
import { initials, maskAccountNumber } from "./masking";
import type { StaffActor } from "./staff-members";

/** The anomaly that keeps money on hold until it is credited or returned (see Held money). */
const HELD_OVER_CAP = "held_over_cap";

export const ANOMALY_NOT_FOUND = phrase("serverErrors.staffAnomalyNotFound");
export const ANOMALY_REVIEWED = phrase("serverErrors.staffAnomalyReviewed");
export const PAYOUT_NOT_FOUND = phrase("serverErrors.staffPayoutNotFound");

export type PendingPayout = {
  id: string;
  transactionId: number;
  reference: string;
  amount: string;
  bankCode: string;
  accountNumber: string;
  accountName: string | null;
  /** The provider's own word for where it is ("queued", "received"), or null before it answered. */
  providerStatus: string | null;
  /** Since when it has been pending (a cooling-off send: since its wait ended). */
  pendingSince: Date;
  lastCheckedAt: Date | null;
  /** How long it has been pending. */
  ageMs: number;
  /** Past the notice mark (a day): the person told, a case opened; marked, and at the top. */
  stuck: boolean;
};

/** Pending payouts, oldest first (so those pending over a day lead), masked for the screen, at most 200. */
export async function pendingPayouts(db: Database, now = new Date()): Promise<PendingPayout[]> {
  const rows = await listPendingPayouts(db, { limit: 200 });
  return rows.map((row) => ({
    id: row.payoutId,
    transactionId: row.transactionId,
    reference: row.reference,
    amount: row.amount,
    bankCode: row.bankCode,
    accountNumber: maskAccountNumber(row.accountNumber)!,
    accountName: initials(row.accountName),
    providerStatus: row.providerStatus,
    pendingSince: new Date(row.pendingSince),
    lastCheckedAt: row.lastCheckedAt ? new Date(row.lastCheckedAt) : null,
    ageMs: now.getTime() - new Date(row.pendingSince).getTime(),
    stuck: row.overdue,
  }));
}

/** Records a requery of one payout before the provider is asked; answers its transaction for the refresh. */
export async function recordPayoutRequery(db: Database, actor: StaffActor, payoutId: string): Promise<number> {
  const payout = isUuid(payoutId)
    ? await db.payout.findUnique({
        where: { id: payoutId },
        select: { transactionId: true, status: true, reference: true },
      })
    : null;
  if (!payout) throw new ApiError("not_found", PAYOUT_NOT_FOUND);
  await recordStaffAction(db, {
    staffId: actor.id,
    action: "payout.requery",
    subject: { type: "payout", id: payout.reference },
    before: { status: payout.status },
  });
  return payout.transactionId;
}

export type AnomalyKind = "payout" | "funding";

export type Anomaly = {
  kind: AnomalyKind;
  id: string;
  what: string;
  detail: string | null;
  reference: string;
  createdAt: Date;
};

/** Unreviewed anomalies of both kinds, oldest first. */
export async function unreviewedAnomalies(db: Database): Promise<Anomaly[]> {
  const [payouts, funding] = await Promise.all([
    db.payoutAnomaly.findMany({
      where: { reviewedAt: null },
      orderBy: { createdAt: "asc" },
      take: 200,
      include: { payout: { select: { reference: true } } },
    }),
    // Money held over a cap is not a report to acknowledge: its anomaly is how the ledger knows it is still held,
    // and it is settled on Held money (credited or returned), never by marking it reviewed.
    db.fundingAnomaly.findMany({
      where: { reviewedAt: null, reason: { not: HELD_OVER_CAP } },
      orderBy: { createdAt: "asc" },
      take: 200,
    }),
  ]);
  return [
    ...payouts.map((row) => ({
      kind: "payout" as const,
      id: row.id,
      what: `${row.reported} (${row.payoutStatus})`,
      detail: row.detail,
      reference: row.payout.reference,
      createdAt: row.createdAt,
    })),
    ...funding.map((row) => ({
      kind: "funding" as const,
      id: row.id,
      what: row.reason,
      detail: row.detail,
      reference: row.providerReference,
      createdAt: row.createdAt,
    })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Marks an anomaly reviewed, with a reason, audited in the same transaction. The update is conditional on it
 * being unreviewed, so of two staff marking it at once one wins and the other is told it was already done.
 */
export async function markAnomalyReviewed(
  db: Database,
  actor: StaffActor,
  input: { kind: AnomalyKind; id: string; reason: string },
): Promise<void> {
  if (!isUuid(input.id)) throw new ApiError("not_found", ANOMALY_NOT_FOUND);
  await db.$transaction(async (tx) => {
    const where = { id: input.id, reviewedAt: null };
    const data = { reviewedAt: new Date() };
    const marked =
      input.kind === "payout"
        ? await tx.payoutAnomaly.updateMany({ where, data })
        : await tx.fundingAnomaly.updateMany({ where: { ...where, reason: { not: HELD_OVER_CAP } }, data });
    if (marked.count === 0) {
      const held =
        input.kind === "funding" && (await tx.fundingAnomaly.count({ where: { id: input.id, reason: HELD_OVER_CAP } }));
      if (held) throw new ApiError("conflict", phrase("serverErrors.staffAnomalyIsHeldMoney"));
      const exists =
        input.kind === "payout"
          ? await tx.payoutAnomaly.count({ where: { id: input.id } })
          : await tx.fundingAnomaly.count({ where: { id: input.id } });
      throw exists ? new ApiError("conflict", ANOMALY_REVIEWED) : new ApiError("not_found", ANOMALY_NOT_FOUND);
    }
    await recordStaffAction(tx, {
      staffId: actor.id,
      action: "anomaly.review",
      subject: { type: `${input.kind}-anomaly`, id: input.id },
      reason: input.reason,
      before: { reviewed: false },
      after: { reviewed: true },
    });
  });
}

/** A held deposit's transaction id from a path: anything else is a deposit that is not there. */
export function heldTransactionId(param: string): number {
  const id = /^[0-9]{1,10}$/.test(param) ? Number(param) : 0;
  if (id < 1 || id > 2_147_483_647) throw new ApiError("not_found", phrase("serverErrors.heldDepositNotFound"));
  return id;
}

type HeldChange = { before: HeldDepositSnapshot; after: HeldDepositSnapshot };

/**
 * A held deposit's change as the audit trail keeps it: every role reads the trail, so the sender is masked as
 * the Held money page shows them (whole only through a recorded Show).
 */
export function maskedHeldChange(change: HeldChange): { before: unknown; after: unknown } {
  const mask = (snapshot: HeldDepositSnapshot) => ({
    ...snapshot,
    incoming: snapshot.incoming && {
      ...snapshot.incoming,
      senderName: initials(snapshot.incoming.senderName),
      senderAccountNumber: maskAccountNumber(snapshot.incoming.senderAccountNumber),
    },
  });
  return { before: mask(change.before), after: mask(change.after) };
}
