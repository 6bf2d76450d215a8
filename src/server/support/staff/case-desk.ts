import "server-only";
import { type Database, ApiError, isUniqueViolation } from "@/server/platform";
import type { CaseReason, CaseStatus } from "@/lib/schemas/support-case";
import { CASE_ACKNOWLEDGE_MS, CASE_DECIDE_MS } from "@/lib/staff";
import { phrase } from "@/i18n/phrase";
import { CaseChangeRefused, CaseMovedMeanwhile, moveCase } from "../cases/move-case";
import { CASE_REFERENCE } from "../cases/case-reference";
import { recordStaffAction } from "./staff-audit";
import { initials, maskAccountNumber, maskEmail, maskPhone, type StaffTransactionView } from "./masking";
import type { StaffActor } from "./staff-members";

export const CASE_NOT_FOUND = phrase("serverErrors.staffCaseNotFound");
export const CASE_CHANGED = phrase("serverErrors.staffCaseChanged");
export const CASE_REFUSED = phrase("serverErrors.staffCaseRefused");
export const NOT_A_FRAUD_CASE = phrase("serverErrors.staffNotFraudCase");
export const ALREADY_REPORTED = phrase("serverErrors.staffAlreadyReported");

/**
 * A case's reference as stored (upper case), or not found for anything that is not one: a path can carry a NUL
 * or any text, and it must be "no such case", never a database error.
 */
function caseReference(reference: string): string {
  const upper = reference.toUpperCase();
  if (!CASE_REFERENCE.test(upper)) throw new ApiError("not_found", CASE_NOT_FOUND);
  return upper;
}

/** A case's clock: acknowledged within a day of being opened, decided within 14 days. */
export function caseDue(status: CaseStatus, openedAt: Date): Date {
  return new Date(openedAt.getTime() + (status === "RECEIVED" ? CASE_ACKNOWLEDGE_MS : CASE_DECIDE_MS));
}

export type QueuedCase = {
  reference: string;
  reason: CaseReason;
  status: CaseStatus;
  origin: string;
  openedAt: Date;
  dueAt: Date;
  userId: string;
};

const QUEUE_SIZE = 200;

/** Support's queue: open cases, the most overdue first, then those due soonest. */
export async function caseQueue(
  db: Database,
  filter: { status?: CaseStatus; reason?: CaseReason } = {},
): Promise<QueuedCase[]> {
  const rows = await db.supportCase.findMany({
    where: {
      status: filter.status && filter.status !== "RESOLVED" ? filter.status : { not: "RESOLVED" },
      ...(filter.reason ? { reason: filter.reason } : {}),
    },
    orderBy: { createdAt: "asc" },
    take: QUEUE_SIZE,
    select: { reference: true, reason: true, status: true, origin: true, createdAt: true, userId: true },
  });
  return rows
    .map((row) => ({
      reference: row.reference,
      reason: row.reason,
      status: row.status,
      origin: row.origin,
      openedAt: row.createdAt,
      dueAt: caseDue(row.status, row.createdAt),
      userId: row.userId,
    }))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

export type StaffCaseView = {
  reference: string;
  reason: CaseReason;
  status: CaseStatus;
  origin: string;
  note: string;
  openedAt: Date;
  dueAt: Date | null;
  person: { id: string; fullName: string; phone: string; email: string | null; tier: number };
  transaction: StaffTransactionView | null;
  payout: {
    status: string;
    providerStatus: string | null;
    providerReference: string | null;
    submittedAt: Date | null;
    lastCheckedAt: Date | null;
    failureReason: string | null;
  } | null;
  /** For a fraud case with a recipient account: whether it is already reported, and since when. */
  reporters: { id: string; note: string | null; at: Date }[];
  reported: { at: Date } | null;
  events: { status: CaseStatus; note: string | null; at: Date }[];
};

/** One case as support works it: the person masked, the transaction, the payout's state, the timeline. */
export async function staffCase(db: Database, reference: string): Promise<StaffCaseView> {
  const row = await db.supportCase.findUnique({
    where: { reference: caseReference(reference) },
    include: {
      user: { select: { id: true, fullName: true, phoneNumber: true, email: true, kycTier: true } },
      transaction: { include: { payout: true } },
      events: { orderBy: { createdAt: "asc" } },
      mistakenPaymentReports: { orderBy: { createdAt: "asc" }, select: { id: true, note: true, createdAt: true } },
    },
  });
  if (!row) throw new ApiError("not_found", CASE_NOT_FOUND);
  const transaction = row.transaction;
  const payout = transaction?.payout ?? null;
  const reported =
    row.reason === "FRAUD" && payout
      ? await db.reportedAccount.findUnique({
          where: { bankCode_accountNumber: { bankCode: payout.bankCode, accountNumber: payout.accountNumber } },
          select: { createdAt: true },
        })
      : null;
  return {
    reference: row.reference,
    reason: row.reason,
    status: row.status,
    origin: row.origin,
    note: row.note,
    openedAt: row.createdAt,
    dueAt: row.status === "RESOLVED" ? null : caseDue(row.status, row.createdAt),
    person: {
      id: row.user.id,
      fullName: row.user.fullName,
      phone: maskPhone(row.user.phoneNumber),
      email: maskEmail(row.user.email),
      tier: row.user.kycTier,
    },
    transaction: transaction && {
      id: transaction.id,
      reference: transaction.transactionReference,
      type: transaction.transactionType,
      status: transaction.status,
      amount: transaction.amount.toFixed(2),
      at: transaction.transactionDate,
      recipientName: initials(transaction.recipientName),
      recipientAccount: maskAccountNumber(transaction.recipientAccountNumber),
      recipientBank: transaction.recipientBank,
    },
    payout: payout && {
      status: payout.status,
      providerStatus: payout.providerStatus,
      providerReference: payout.providerReference,
      submittedAt: payout.submittedAt,
      lastCheckedAt: payout.lastCheckedAt,
      failureReason: payout.failureReason,
    },
    reported: reported ? { at: reported.createdAt } : null,
    // Whoever the transfer reached came forward (/r/mistake): their contact is shown only through a recorded Show.
    reporters: row.mistakenPaymentReports.map((report) => ({ id: report.id, note: report.note, at: report.createdAt })),
    events: row.events.map((event) => ({ status: event.status, note: event.note, at: event.createdAt })),
  };
}

/**
 * Acknowledge (RECEIVED -> INVESTIGATING) or resolve, with a note the person reads, through moveCase: the
 * person is told as before and the change is audited. `seen` is the status on the staff member's screen; when
 * someone else moved the case meanwhile, this one is refused in words and nothing is written.
 */
export async function staffMoveCase(
  db: Database,
  actor: StaffActor,
  input: { reference: string; status: "INVESTIGATING" | "RESOLVED"; note: string; seen: CaseStatus },
): Promise<{ reference: string; status: CaseStatus }> {
  try {
    return await moveCase(db, caseReference(input.reference), input.status, input.note, {
      staffId: actor.id,
      seen: input.seen,
    });
  } catch (error) {
    if (error instanceof CaseMovedMeanwhile) throw new ApiError("conflict", CASE_CHANGED);
    if (error instanceof CaseChangeRefused) throw new ApiError("conflict", CASE_REFUSED);
    throw error;
  }
}

/**
 * The payout a case is about, for a requery: recorded in the audit trail before the provider is asked (the
 * asking itself is the money module's refresh, which moves money only through its settle path).
 */
export async function recordCaseRequery(
  db: Database,
  actor: StaffActor,
  reference: string,
): Promise<{ transactionId: number; payoutStatus: string } | null> {
  const row = await db.supportCase.findUnique({
    where: { reference: caseReference(reference) },
    select: {
      reference: true,
      reason: true,
      transaction: { select: { id: true, payout: { select: { status: true } } } },
    },
  });
  if (!row) throw new ApiError("not_found", CASE_NOT_FOUND);
  const payout = row.transaction?.payout;
  if (!row.transaction || !payout) return null;
  await recordStaffAction(db, {
    staffId: actor.id,
    action: "payout.requery",
    subject: { type: "case", id: row.reference },
    before: { payoutStatus: payout.status },
  });
  return { transactionId: row.transaction.id, payoutStatus: payout.status };
}

/**
 * A fraud case's recipient account is marked as reported (one row per account), audited in the same
 * transaction: from then on a large send to it asks the scam check (assessSend's "reported-account").
 */
export async function markRecipientReported(
  db: Database,
  actor: StaffActor,
  reference: string,
  reason: string,
): Promise<void> {
  const row = await db.supportCase.findUnique({
    where: { reference: caseReference(reference) },
    select: { id: true, reference: true, reason: true, transaction: { select: { payout: true } } },
  });
  if (!row) throw new ApiError("not_found", CASE_NOT_FOUND);
  const payout = row.transaction?.payout;
  if (row.reason !== "FRAUD" || !payout) throw new ApiError("conflict", NOT_A_FRAUD_CASE);
  try {
    await db.$transaction(async (tx) => {
      await tx.reportedAccount.create({
        data: { bankCode: payout.bankCode, accountNumber: payout.accountNumber, caseId: row.id, staffId: actor.id },
      });
      await recordStaffAction(tx, {
        staffId: actor.id,
        action: "account.report",
        subject: { type: "case", id: row.reference },
        reason,
        after: { bankCode: payout.bankCode, accountNumber: maskAccountNumber(payout.accountNumber) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("conflict", ALREADY_REPORTED);
    throw error;
  }
}
