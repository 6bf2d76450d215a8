import "server-only";
import type { Database, Tx } from "@/server/platform";
import { Prisma } from "@/generated/prisma/client";
import { isPlainText, isStorableText } from "@/lib/schemas/text";
import { isUuid } from "@/lib/staff";

/** What an audit row is about: a case, a person, a payout, a staff member, a sign-in... */
export type AuditSubject = { type: string; id: string };

export type StaffAction = {
  /** Null only for what no staff member did: a refused sign-in for an unknown email, a customer at /staff. */
  staffId: string | null;
  /** What was done, as a stable word: "case.acknowledge", "person.reveal", "sign-in", "access.refused"... */
  action: string;
  subject: AuditSubject;
  /** Why, in the staff member's words (a note, a reason asked for), where the action asks for one. */
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) =>
  value === undefined || value === null ? Prisma.DbNull : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue);

/**
 * Appends one row to the staff audit trail. Called with the transaction that makes the change it records, so
 * the change and its record commit or roll back together; the table refuses UPDATE, DELETE and TRUNCATE
 * (staff_audit_refuse_change), so what is written here stays as it was written.
 */
export async function recordStaffAction(db: Database | Tx, event: StaffAction): Promise<void> {
  await db.staffAuditEvent.create({
    data: {
      staffId: event.staffId,
      action: event.action.slice(0, 64),
      subjectType: event.subject.type.slice(0, 32),
      subjectId: event.subject.id.slice(0, 128),
      reason: event.reason ? event.reason.slice(0, 1000) : null,
      before: json(event.before),
      after: json(event.after),
    },
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditRow = {
  id: string;
  at: Date;
  staff: { id: string; name: string; email: string } | null;
  action: string;
  subject: AuditSubject;
  reason: string | null;
  before: unknown;
  after: unknown;
};

/** Where a page of the trail ends: its last row's time and id, the pair the trail is sorted by. */
export type AuditCursor = { at: Date; id: string };

export type AuditFilter = { subjectType?: string; subjectId?: string; before?: AuditCursor };

// Older than the trail could be, or later than PostgreSQL's timestamps reach: a `before` outside is no page.
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);

/**
 * The audit page's query (`type`, `id`, `before`, `beforeId`) as a filter. A value PostgreSQL could not compare
 * (a NUL, a control character, a lone surrogate, a date outside its range, an id that is no UUID) is dropped,
 * and `ignored` says so, so the page can tell the reader rather than fail.
 */
export function auditFilterFrom(query: { type?: string; id?: string; before?: string; beforeId?: string }): {
  filter: AuditFilter;
  ignored: boolean;
} {
  let ignored = false;
  const text = (value: string | undefined, max: number) => {
    const trimmed = value?.trim().slice(0, max);
    if (!trimmed) return undefined;
    if (isStorableText(trimmed) && isPlainText(trimmed)) return trimmed;
    ignored = true;
    return undefined;
  };
  const subjectType = text(query.type, 32);
  const subjectId = text(query.id, 128);
  let before: AuditCursor | undefined;
  if (query.before || query.beforeId) {
    const at = Date.parse(query.before ?? "");
    if (at >= EARLIEST && at <= LATEST && query.beforeId && isUuid(query.beforeId)) {
      before = { at: new Date(at), id: query.beforeId.toLowerCase() };
    } else ignored = true;
  }
  return { filter: { subjectType, subjectId, before }, ignored };
}

/**
 * The trail, newest first, optionally for one subject; `before` pages on from the previous page's last row.
 * Rows are sorted by (time, id) and paged by that pair: rows written in one millisecond across a page's edge
 * are neither skipped nor shown twice.
 */
export async function auditTrail(db: Database, filter: AuditFilter = {}): Promise<AuditRow[]> {
  const { before } = filter;
  const rows = await db.staffAuditEvent.findMany({
    where: {
      ...(filter.subjectType ? { subjectType: filter.subjectType } : {}),
      ...(filter.subjectId ? { subjectId: filter.subjectId } : {}),
      ...(before ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: AUDIT_PAGE_SIZE,
    include: { staff: { select: { id: true, name: true, email: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt,
    staff: row.staff,
    action: row.action,
    subject: { type: row.subjectType, id: row.subjectId },
    reason: row.reason,
    before: row.before,
    after: row.after,
  }));
}
