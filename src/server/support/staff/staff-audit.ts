import "server-only";
import type { Database, Tx } from "@/server/platform";
import { Prisma } from "@/generated/prisma/client";

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

/** The trail, newest first, optionally for one subject; `before` pages on (the previous page's last time). */
export async function auditTrail(
  db: Database,
  filter: { subjectType?: string; subjectId?: string; before?: Date } = {},
): Promise<AuditRow[]> {
  const rows = await db.staffAuditEvent.findMany({
    where: {
      ...(filter.subjectType ? { subjectType: filter.subjectType } : {}),
      ...(filter.subjectId ? { subjectId: filter.subjectId } : {}),
      ...(filter.before ? { createdAt: { lt: filter.before } } : {}),
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
