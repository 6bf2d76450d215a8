import "server-only";
import type { StaffActor } from "../funding-accounts/held-deposits";
import { LAGOS_OFFSET_MS, lagosDay } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";
import { ApiError, DAY_MS, HOUR_MS, MONEY_TX, type Database, isUniqueViolation } from "@/server/platform";
import { type ReconciliationSource, reconciliationSources } from "@/server/vendors";
import type { TimeWindow } from "@/server/money/ports/funding-provider";
import type { ProviderRecord } from "@/server/money/ports/provider-records";
import { phrase } from "@/i18n/phrase";
import { compareRecords, type Difference } from "./compare-records";
import { veilRecords } from "./veil-records";
import { type ReconciliationRunView, runView } from "./reconciliation-reports";

/** A staff member acting in the console: who, for the audit trail the console writes. */

/** How far either side of the day the provider's records are read, so a record stamped across midnight matches. */
const MARGIN_MS = 2 * HOUR_MS;

/** The Lagos calendar day "YYYY-MM-DD", from its midnight to the next (West Africa Time, UTC+1 all year). */
export function lagosDayWindow(day: string): TimeWindow {
  const from = new Date(Date.parse(`${day}T00:00:00.000Z`) - LAGOS_OFFSET_MS);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

const EARLIEST_DAY = new Date("2020-01-01T00:00:00Z");

function checkDay(day: string, now: Date): TimeWindow {
  const window = /^\d{4}-\d{2}-\d{2}$/.test(day) ? lagosDayWindow(day) : null;
  const valid = window && !Number.isNaN(window.from.getTime()) && lagosDay(window.from) === day;
  // Veil kept no records before 2020, and a year PostgreSQL or a provider cannot take is refused in words.
  if (!valid || window.from > now || window.from < EARLIEST_DAY) {
    throw new ApiError("unprocessable", phrase("serverErrors.reconciliationDayInvalid"));
  }
  return window;
}

/** Compares one provider's records of the day with Veil's; reads only, and takes no lock. */
async function compareDay(db: Database, source: ReconciliationSource, window: TimeWindow) {
  const provider = source.records.name;
  const wide = { from: new Date(window.from.getTime() - MARGIN_MS), to: new Date(window.to.getTime() + MARGIN_MS) };
  const differences: Difference[] = [];
  let veilCount = 0;
  let providerCount = 0;
  for (const recordType of source.recordTypes) {
    const theirs: ProviderRecord[] = await source.records.list(recordType, wide);
    const ours = await veilRecords(db, recordType, provider, { window });
    const inDay = theirs.filter((one) => one.at >= window.from && one.at < window.to);
    const seen = new Set(ours.map((one) => one.reference));
    const elsewhere = inDay.map((one) => one.reference).filter((reference) => !seen.has(reference));
    const named = elsewhere.length ? await veilRecords(db, recordType, provider, { references: elsewhere }) : [];
    veilCount += ours.length;
    providerCount += inDay.length;
    differences.push(...compareRecords([...ours, ...named], theirs, window));
  }
  return { provider, veilCount, providerCount, differences };
}

/**
 * Stores a run as the day's current one for its provider, superseding the one before (whose resolutions carry
 * over to the same differences). Two runs finishing at once: the partial unique index lets one be current, and
 * the other is answered with it.
 */
async function storeRun(
  db: Database,
  day: string,
  startedAt: Date,
  requestedBy: string | null,
  compared: Awaited<ReturnType<typeof compareDay>>,
): Promise<ReconciliationRunView> {
  const dayDate = new Date(`${day}T00:00:00.000Z`);
  try {
    const runId = await db.$transaction(async (tx) => {
      const previous = await tx.reconciliationRun.findMany({
        where: { day: dayDate, provider: compared.provider, supersededAt: null },
        select: { id: true },
      });
      await tx.reconciliationRun.updateMany({
        where: { id: { in: previous.map((one) => one.id) }, supersededAt: null },
        data: { supersededAt: new Date() },
      });
      const resolved = await tx.reconciliationDifference.findMany({
        where: { runId: { in: previous.map((one) => one.id) }, resolvedAt: { not: null } },
        select: {
          kind: true,
          recordType: true,
          reference: true,
          resolvedAt: true,
          resolvedBy: true,
          resolutionNote: true,
        },
      });
      const resolution = new Map(resolved.map((one) => [`${one.kind}:${one.recordType}:${one.reference}`, one]));
      const run = await tx.reconciliationRun.create({
        data: {
          day: dayDate,
          provider: compared.provider,
          startedAt,
          veilCount: compared.veilCount,
          providerCount: compared.providerCount,
          differenceCount: compared.differences.length,
          requestedBy,
        },
        select: { id: true },
      });
      await tx.reconciliationDifference.createMany({
        data: compared.differences.map((difference) => {
          const earlier = resolution.get(`${difference.kind}:${difference.recordType}:${difference.reference}`);
          return {
            runId: run.id,
            kind: difference.kind,
            recordType: difference.recordType,
            reference: difference.reference,
            veilAmount: difference.veil ? koboToDecimalString(difference.veil.amountKobo!) : null,
            veilStatus: difference.veil?.status ?? null,
            providerAmount:
              difference.provider?.amountKobo != null ? koboToDecimalString(difference.provider.amountKobo) : null,
            providerStatus: difference.provider?.status ?? null,
            transactionId: difference.veil?.transactionId ?? null,
            resolvedAt: earlier?.resolvedAt ?? null,
            resolvedBy: earlier?.resolvedBy ?? null,
            resolutionNote: earlier?.resolutionNote ?? null,
          };
        }),
      });
      return run.id;
    }, MONEY_TX);
    return (await currentRun(db, day, compared.provider, runId))!;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await currentRun(db, day, compared.provider))!;
  }
}

async function currentRun(db: Database, day: string, provider: string, id?: string) {
  const run = await db.reconciliationRun.findFirst({
    where: id ? { id } : { day: new Date(`${day}T00:00:00.000Z`), provider, supersededAt: null },
    include: { _count: { select: { differences: { where: { resolvedAt: null } } } } },
  });
  return run ? runView(run) : null;
}

/**
 * Compares a Lagos day's payouts, card charges and deposits in the ledger with each provider's own records
 * (the sandbox's tables, or Paystack's transfer and transaction lists) and stores what differs, an empty run
 * included. Moves no money. Called by the daily job (actor null) and by the console's "Run now"; answers the
 * day's current runs before and after, for the audit trail.
 */
export async function runReconciliation(
  db: Database,
  actor: StaffActor | null,
  day: string,
  options: { now?: Date; sources?: ReconciliationSource[] } = {},
): Promise<{ before: ReconciliationRunView[]; after: ReconciliationRunView[] }> {
  const window = checkDay(day, options.now ?? new Date());
  const sources = options.sources ?? reconciliationSources(db);
  const before: ReconciliationRunView[] = [];
  const after: ReconciliationRunView[] = [];
  for (const source of sources) {
    const earlier = await currentRun(db, day, source.records.name);
    if (earlier) before.push(earlier);
    const startedAt = new Date();
    const compared = await compareDay(db, source, window);
    after.push(await storeRun(db, day, startedAt, actor?.staffId ?? null, compared));
  }
  return { before, after };
}

/** The daily job: yesterday's (Lagos) reconciliation for each provider that has no run for it yet. */
export async function reconcileYesterday(db: Database, now: Date = new Date()): Promise<number> {
  const day = lagosDay(new Date(now.getTime() - DAY_MS));
  let ran = 0;
  for (const source of reconciliationSources(db)) {
    if (await currentRun(db, day, source.records.name)) continue;
    await runReconciliation(db, null, day, { now, sources: [source] });
    ran += 1;
  }
  return ran;
}
