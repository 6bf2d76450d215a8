import "server-only";
import { isStorableText } from "@/lib/schemas/text";
import { ApiError, type Database, type Tx } from "@/server/platform";
import { phrase } from "@/i18n/phrase";
import type { DifferenceKind } from "./compare-records";

export type ReconciliationRunView = {
  id: string;
  /** The Lagos day compared, "YYYY-MM-DD". */
  day: string;
  provider: string;
  startedAt: string;
  finishedAt: string;
  veilCount: number;
  providerCount: number;
  differenceCount: number;
  unresolvedCount: number;
  /** The staff member who pressed "Run now"; null for the daily job. */
  requestedBy: string | null;
  /** Set when a later run of the same day and provider replaced this one. */
  supersededAt: string | null;
};

export type ReconciliationDifferenceView = {
  id: string;
  runId: string;
  kind: DifferenceKind;
  recordType: "payout" | "card_charge" | "deposit";
  reference: string;
  /** Naira as a decimal string ("1500.00"), or null when that side has no record or did not say. */
  veilAmount: string | null;
  veilStatus: string | null;
  providerAmount: string | null;
  providerStatus: string | null;
  /** Veil's transaction, to open it in the console; null when Veil has no record. */
  transactionId: number | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string | null;
};

type RunRow = {
  id: string;
  day: Date;
  provider: string;
  startedAt: Date;
  finishedAt: Date;
  veilCount: number;
  providerCount: number;
  differenceCount: number;
  requestedBy: string | null;
  supersededAt: Date | null;
  _count: { differences: number };
};

export function runView(row: RunRow): ReconciliationRunView {
  return {
    id: row.id,
    day: row.day.toISOString().slice(0, 10),
    provider: row.provider,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt.toISOString(),
    veilCount: row.veilCount,
    providerCount: row.providerCount,
    differenceCount: row.differenceCount,
    unresolvedCount: row._count.differences,
    requestedBy: row.requestedBy,
    supersededAt: row.supersededAt?.toISOString() ?? null,
  };
}

const DIFFERENCE_FIELDS = {
  id: true,
  runId: true,
  kind: true,
  recordType: true,
  reference: true,
  veilAmount: true,
  veilStatus: true,
  providerAmount: true,
  providerStatus: true,
  transactionId: true,
  resolvedAt: true,
  resolvedBy: true,
  resolutionNote: true,
} as const;

type DifferenceRow = {
  [K in keyof typeof DIFFERENCE_FIELDS]: K extends "veilAmount" | "providerAmount"
    ? { toFixed(digits: number): string } | null
    : K extends "resolvedAt"
      ? Date | null
      : K extends "transactionId"
        ? number | null
        : K extends "veilStatus" | "providerStatus" | "resolvedBy" | "resolutionNote"
          ? string | null
          : string;
};

function differenceView(row: DifferenceRow): ReconciliationDifferenceView {
  return {
    ...row,
    kind: row.kind as DifferenceKind,
    recordType: row.recordType as ReconciliationDifferenceView["recordType"],
    veilAmount: row.veilAmount?.toFixed(2) ?? null,
    providerAmount: row.providerAmount?.toFixed(2) ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const UNRESOLVED_COUNT = { _count: { select: { differences: { where: { resolvedAt: null } } } } } as const;

/** The current runs (one per day and provider), newest day first: `before` a day for the next page. */
export async function reconciliationReports(
  db: Database,
  options: { provider?: string; before?: string; limit?: number } = {},
): Promise<ReconciliationRunView[]> {
  const rows = await db.reconciliationRun.findMany({
    where: {
      supersededAt: null,
      ...(options.provider ? { provider: options.provider } : {}),
      ...(options.before && DAY.test(options.before)
        ? { day: { lt: new Date(`${options.before}T00:00:00.000Z`) } }
        : {}),
    },
    orderBy: [{ day: "desc" }, { provider: "asc" }],
    take: Math.min(Math.max(options.limit ?? 30, 1), 100),
    include: UNRESOLVED_COUNT,
  });
  return rows.map(runView);
}

/** One run and its differences (unresolved first), or null when there is no such run. A superseded run stays
 * readable, with its own differences, for an audit entry that points at it. */
export async function reconciliationReport(
  db: Database,
  runId: string,
): Promise<(ReconciliationRunView & { differences: ReconciliationDifferenceView[] }) | null> {
  if (!UUID.test(runId)) return null;
  const row = await db.reconciliationRun.findUnique({ where: { id: runId }, include: UNRESOLVED_COUNT });
  if (!row) return null;
  const differences = await db.reconciliationDifference.findMany({
    where: { runId },
    select: DIFFERENCE_FIELDS,
    orderBy: [{ resolvedAt: { sort: "desc", nulls: "first" } }, { recordType: "asc" }, { reference: "asc" }],
  });
  return { ...runView(row), differences: differences.map(differenceView) };
}

/**
 * What operations have still to look at: the unresolved differences of the current runs, oldest day first, each
 * with its run's day and provider.
 */
export async function openReconciliationDifferences(
  db: Database,
  options: { limit?: number } = {},
): Promise<(ReconciliationDifferenceView & { day: string; provider: string })[]> {
  const rows = await db.reconciliationDifference.findMany({
    where: { resolvedAt: null, run: { supersededAt: null } },
    select: { ...DIFFERENCE_FIELDS, run: { select: { day: true, provider: true } } },
    orderBy: [{ run: { day: "asc" } }, { recordType: "asc" }, { reference: "asc" }],
    take: Math.min(Math.max(options.limit ?? 100, 1), 500),
  });
  return rows.map(({ run, ...row }) => ({
    ...differenceView(row),
    day: run.day.toISOString().slice(0, 10),
    provider: run.provider,
  }));
}

export const RESOLUTION_NOTE_MAX = 500;

/**
 * A staff member marks a difference resolved, with a note saying what was done (through the usual paths: the
 * reconciliation never moves money). Once only: of two staff resolving it at once, one wins and the other is
 * told. Answers the difference before and after, for the audit trail.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function resolveReconciliationDifference(
  db: Database,
  actor: { staffId: string },
  input: { differenceId: string; note: string },
  /** Written in the same transaction as the resolution: the audit row and the note commit together. */
  audit?: (
    tx: Tx,
    change: { before: ReconciliationDifferenceView; after: ReconciliationDifferenceView },
  ) => Promise<void>,
): Promise<{ before: ReconciliationDifferenceView; after: ReconciliationDifferenceView }> {
  const note = input.note.trim();
  if (!note || note.length > RESOLUTION_NOTE_MAX || !isStorableText(note)) {
    throw new ApiError("unprocessable", phrase("serverErrors.reconciliationNoteInvalid", { max: RESOLUTION_NOTE_MAX }));
  }
  const id = input.differenceId;
  const found = UUID.test(id)
    ? await db.reconciliationDifference.findUnique({ where: { id }, select: DIFFERENCE_FIELDS })
    : null;
  if (!found) throw new ApiError("not_found", phrase("serverErrors.reconciliationDifferenceNotFound"));
  const resolved = await db.$transaction(async (tx) => {
    // The run is locked while the note is written: a rerun that supersedes it waits, then carries the note over;
    // a run already superseded refuses, so a note never lands on a report nobody reads.
    const current = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM reconciliation_runs WHERE id = ${found.runId}::uuid AND superseded_at IS NULL FOR SHARE`;
    if (current.length === 0) throw new ApiError("conflict", phrase("serverErrors.reconciliationReportReplaced"));
    const rows = await tx.reconciliationDifference.updateManyAndReturn({
      where: { id, resolvedAt: null },
      data: { resolvedAt: new Date(), resolvedBy: actor.staffId, resolutionNote: note },
      select: DIFFERENCE_FIELDS,
    });
    if (rows.length === 0) {
      throw new ApiError("conflict", phrase("serverErrors.reconciliationDifferenceAlreadyResolved"));
    }
    await audit?.(tx, { before: differenceView(found), after: differenceView(rows[0]!) });
    return rows;
  });
  return { before: differenceView(found), after: differenceView(resolved[0]!) };
}
