import "server-only";
import { openMistakeContact } from "../cases/mistaken-payment";
import { type Database, ApiError } from "@/server/platform";
import { phrase } from "@/i18n/phrase";
import { recordStaffAction } from "./staff-audit";
import type { StaffActor } from "./staff-members";
import { isUuid } from "@/lib/staff";

// Support sees a person masked: enough to match what a caller says, not enough to copy. A field is shown whole
// only through revealField, for a reason, and that is recorded. A BVN or NIN is never shown, masked or not.

/** "+2348012345678" -> "+234 801 *** 5678". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/^\+234/, "");
  if (digits.length !== 10) return "***";
  return `+234 ${digits.slice(0, 3)} *** ${digits.slice(-4)}`;
}

/** "ada@example.com" -> "a***@example.com". */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** "Chidi Okeke" -> "C. O." */
export function initials(name: string | null): string | null {
  if (!name) return null;
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.map((word) => `${[...word][0]!.toUpperCase()}.`).join(" ");
}

/** "0123456789" -> "******6789". */
export function maskAccountNumber(account: string | null): string | null {
  if (!account) return null;
  return `******${account.slice(-4)}`;
}

export const PERSON_NOT_FOUND = phrase("serverErrors.staffPersonNotFound");
export const PERSON_PAGE_SIZE = 20;
/** Pages past this are empty for anyone; a larger number (?page=1e20) must not become an offset PostgreSQL refuses. */
const PERSON_MAX_PAGE = 100_000;

/** A transaction as staff see it: the other side masked (initials, the account's last four digits). */
export type StaffTransactionView = {
  id: number;
  reference: string;
  type: string;
  status: string;
  amount: string;
  at: Date;
  recipientName: string | null;
  recipientAccount: string | null;
  recipientBank: string | null;
};

export type StaffPersonView = {
  id: string;
  fullName: string;
  phone: string;
  email: string | null;
  tier: number;
  frozen: boolean;
  createdAt: Date;
  transactions: StaffTransactionView[];
  page: number;
  hasMore: boolean;
};

/** A person as support sees them: masked, their tier, their transactions newest first, a page at a time. */
export async function staffPersonView(db: Database, userId: string, page = 1): Promise<StaffPersonView> {
  if (!isUuid(userId)) throw new ApiError("not_found", PERSON_NOT_FOUND);
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      fullName: true,
      phoneNumber: true,
      email: true,
      kycTier: true,
      frozenAt: true,
      createdAt: true,
    },
  });
  if (!user) throw new ApiError("not_found", PERSON_NOT_FOUND);
  const current = Math.min(PERSON_MAX_PAGE, Math.max(1, Math.floor(page) || 1));
  const rows = await db.transaction.findMany({
    where: { userId },
    orderBy: [{ transactionDate: "desc" }, { id: "desc" }],
    skip: (current - 1) * PERSON_PAGE_SIZE,
    take: PERSON_PAGE_SIZE + 1,
    select: {
      id: true,
      transactionReference: true,
      transactionType: true,
      status: true,
      amount: true,
      transactionDate: true,
      recipientName: true,
      recipientAccountNumber: true,
      recipientBank: true,
    },
  });
  return {
    id: user.id,
    fullName: user.fullName,
    phone: maskPhone(user.phoneNumber),
    email: maskEmail(user.email),
    tier: user.kycTier,
    frozen: user.frozenAt !== null,
    createdAt: user.createdAt,
    transactions: rows.slice(0, PERSON_PAGE_SIZE).map((row) => ({
      id: row.id,
      reference: row.transactionReference,
      type: row.transactionType,
      status: row.status,
      amount: row.amount.toFixed(2),
      at: row.transactionDate,
      recipientName: initials(row.recipientName),
      recipientAccount: maskAccountNumber(row.recipientAccountNumber),
      recipientBank: row.recipientBank,
    })),
    page: current,
    hasMore: rows.length > PERSON_PAGE_SIZE,
  };
}

export const REVEALABLE = ["phone", "email", "recipient", "reporter"] as const;
export type Revealable = (typeof REVEALABLE)[number];

/**
 * Shows one field whole, for a reason, and records that it was shown (who, which field, whose, why) before
 * answering it: a field nobody recorded seeing was never shown.
 */
export async function revealField(
  db: Database,
  actor: StaffActor,
  input: { userId: string; field: Revealable; transactionId?: number; reportId?: string; reason: string },
): Promise<{ value: string }> {
  if (!isUuid(input.userId)) throw new ApiError("not_found", PERSON_NOT_FOUND);
  let value: string | null = null;
  if (input.field === "reporter") {
    // How to reach someone the person's transfer reached by mistake: a stranger's, sealed, on this person's case.
    const report = input.reportId
      ? await db.mistakenPaymentReport.findFirst({
          where: { id: input.reportId, supportCase: { userId: input.userId } },
          select: { contact: true },
        })
      : null;
    value = report ? openMistakeContact(report.contact) : null;
  } else if (input.field === "recipient") {
    const row = input.transactionId
      ? await db.transaction.findFirst({
          where: { id: input.transactionId, userId: input.userId },
          select: { recipientName: true, recipientAccountNumber: true },
        })
      : null;
    value = row?.recipientName ? `${row.recipientName} · ${row.recipientAccountNumber ?? ""}`.trim() : null;
  } else {
    const user = await db.user.findUnique({
      where: { id: input.userId },
      select: { phoneNumber: true, email: true },
    });
    value = (input.field === "phone" ? user?.phoneNumber : user?.email) ?? null;
  }
  if (value === null) throw new ApiError("not_found", PERSON_NOT_FOUND);
  await recordStaffAction(db, {
    staffId: actor.id,
    action: "person.reveal",
    subject: { type: "person", id: input.userId },
    reason: input.reason,
    after: {
      field: input.field,
      ...(input.transactionId ? { transactionId: input.transactionId } : {}),
      ...(input.reportId ? { reportId: input.reportId } : {}),
    },
  });
  return { value };
}
