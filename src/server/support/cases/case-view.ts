import "server-only";
import type { Database, Tx } from "@/server/platform";
import type { CaseOrigin, CaseReason, CaseStatus, CaseView } from "@/lib/schemas/support-case";

export type { CaseView };

export const CASE_FIELDS = {
  reference: true,
  reason: true,
  note: true,
  status: true,
  origin: true,
  createdAt: true,
  transactionId: true,
  events: { select: { status: true, note: true, createdAt: true }, orderBy: { createdAt: "asc" } },
} as const;

type CaseRow = {
  reference: string;
  reason: CaseReason;
  note: string;
  status: CaseStatus;
  origin: CaseOrigin;
  createdAt: Date;
  transactionId: number | null;
  events: { status: CaseStatus; note: string | null; createdAt: Date }[];
};

export function toCaseView(row: CaseRow): CaseView {
  return {
    reference: row.reference,
    reason: row.reason,
    note: row.note,
    status: row.status,
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
    transactionId: row.transactionId === null ? null : String(row.transactionId),
    events: row.events.map((event) => ({ status: event.status, note: event.note, at: event.createdAt.toISOString() })),
  };
}

/** The person's cases about one transaction, newest first: the open one (if any) leads. */
export async function casesForTransaction(db: Database | Tx, userId: string, transactionId: number) {
  const rows = await db.supportCase.findMany({
    where: { userId, transactionId },
    select: CASE_FIELDS,
    orderBy: { createdAt: "desc" },
  });
  return rows.map(toCaseView);
}

/** The person's cases, newest first (Contact Support shows them). */
export async function casesOf(db: Database | Tx, userId: string, take = 20) {
  const rows = await db.supportCase.findMany({
    where: { userId },
    select: CASE_FIELDS,
    orderBy: { createdAt: "desc" },
    take,
  });
  return rows.map(toCaseView);
}
