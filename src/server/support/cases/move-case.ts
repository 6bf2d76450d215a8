import "server-only";
import type { Database } from "@/server/platform";
import type { CaseStatus } from "@/lib/schemas/support-case";
import { CASE_NOTE_MAX, isPlainNote } from "@/lib/schemas/support-case";
import { isStorableText } from "@/lib/schemas/text";
import { CASE_REFERENCE } from "./case-reference";
import { queueCaseUpdate } from "./case-messages";
import { recordStaffAction } from "../staff/staff-audit";

/** The staff member moving the case, and the status they saw when they chose to: a case that moved is refused. */
export type CaseMover = { staffId: string; seen: CaseStatus };

/** Support's answer that a change cannot be made, in English (the staff console says it in words of its own). */
export class CaseChangeRefused extends Error {}

/** The case is no longer in the status the staff member saw: someone else moved it first. */
export class CaseMovedMeanwhile extends Error {}

/**
 * Support moves a case on (investigating, resolved), with a note the person reads: the change is appended to
 * the timeline and the person told, in one transaction. A note in plain text only (it goes into an email and the
 * person's screen, as the person's own notes must). A resolved case is final (it frees its transaction for
 * a new report) and cannot move again; the row is locked, so two changes at once apply one after the other,
 * and the second, which saw the status the first has changed, is refused. The staff member's change is audited
 * in the same transaction.
 */
export async function moveCase(
  db: Database,
  reference: string,
  status: Exclude<CaseStatus, "RECEIVED">,
  note: string,
  by: CaseMover,
): Promise<{ reference: string; status: CaseStatus }> {
  const trimmed = note.trim();
  if (!CASE_REFERENCE.test(reference)) throw new CaseChangeRefused(`${reference} is not a case reference (VC-XXXXXX).`);
  if (status !== "INVESTIGATING" && status !== "RESOLVED") {
    throw new CaseChangeRefused("The status must be investigating or resolved.");
  }
  if (trimmed.length > CASE_NOTE_MAX || !isStorableText(trimmed) || !isPlainNote(trimmed)) {
    throw new CaseChangeRefused(`The note must be at most ${CASE_NOTE_MAX} characters of plain text.`);
  }
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string; user_id: string; status: CaseStatus }[]>`
      SELECT id, user_id, status FROM support_cases WHERE reference = ${reference} FOR UPDATE`;
    if (!row) throw new CaseChangeRefused(`No case has the reference ${reference}.`);
    if (row.status === "RESOLVED") throw new CaseChangeRefused(`${reference} is already resolved.`);
    if (row.status !== by.seen) throw new CaseMovedMeanwhile(`${reference} is ${row.status.toLowerCase()} now.`);
    // The same status again only carries news: without a note the person would be told nothing new.
    if (row.status === status && !trimmed) {
      throw new CaseChangeRefused(
        `${reference} is already ${status.toLowerCase()}: add a note to tell the person more.`,
      );
    }
    await tx.supportCase.update({
      where: { id: row.id },
      data: {
        status,
        ...(status === "RESOLVED" ? { openTransactionId: null } : {}),
        events: { create: { status, note: trimmed || null } },
      },
    });
    await queueCaseUpdate(tx, row.user_id, reference, status, trimmed || null);
    await recordStaffAction(tx, {
      staffId: by.staffId,
      action: status === "RESOLVED" ? "case.resolve" : "case.acknowledge",
      subject: { type: "case", id: reference },
      reason: trimmed || null,
      before: { status: row.status },
      after: { status },
    });
    return { reference, status };
  });
}
