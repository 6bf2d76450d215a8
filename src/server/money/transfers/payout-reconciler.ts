import "server-only";
import { type Database, forEachBounded } from "@/server/platform";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { CHECK_EVERY_MS, RESUBMIT_AFTER_MS, refreshPayout } from "./refresh-payout";

/** Payouts asked about at once: the provider answers each in a few hundred milliseconds. */
export const PAYOUT_CONCURRENCY = 8;
/** Payouts read per query; a run reads batch after batch until none is due or its time is up. */
export const PAYOUT_BATCH = 100;
/** A payout this young is still in the hands of the request that sent it. */
export const SETTLE_OLDER_THAN_MS = 10_000;

/**
 * The pending payouts due for a check, the ones never sent first: they have not reached the bank at all, while
 * an ordinary pending payout is already on its way and only needs its outcome read. Then the ones asked about
 * longest ago, so that a run that cannot finish leaves the same payouts for last only once. A payout never
 * sent is due only once its first submission can no longer be in flight, a cooling-off send once its wait is
 * over (it was never submitted). Each run asks about a payout once; one pending past half an hour is due less
 * and less often (pending_check_wait, the same wait refreshPayout's claim keeps).
 */
async function duePayouts(db: Database, runStarted: Date, limit: number): Promise<string[]> {
  const now = Date.now();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM payouts
     WHERE status = 'PENDING'
       AND created_at < ${new Date(now - SETTLE_OLDER_THAN_MS)}
       AND (submitted_at IS NOT NULL OR created_at < ${new Date(now - RESUBMIT_AFTER_MS)} OR send_after IS NOT NULL)
       AND (send_after IS NULL OR send_after <= now())
       AND (last_checked_at IS NULL
            OR (last_checked_at < clock_timestamp()
                                  - pending_check_wait(COALESCE(send_after, created_at), ${CHECK_EVERY_MS / 1000}::float8)
                AND last_checked_at < ${runStarted}))
     ORDER BY (submitted_at IS NULL) DESC, last_checked_at ASC NULLS FIRST, created_at ASC
     LIMIT ${limit}`;
  return rows.map((row) => row.id);
}

/**
 * The "settle-payouts" job: sends again the payouts the provider never received and asks it about the pending
 * ones, several at a time, until none is due or the deadline passes. refreshPayout claims each payout by a
 * conditional update before it asks, so two workers, a screen's polling and a webhook never settle one twice.
 */
export async function settlePendingPayouts(
  db: Database,
  payouts: PayoutsProvider,
  options: { deadline: number; concurrency?: number; batch?: number },
): Promise<number> {
  const runStarted = new Date();
  let handled = 0;
  while (Date.now() < options.deadline) {
    const due = await duePayouts(db, runStarted, options.batch ?? PAYOUT_BATCH);
    if (due.length === 0) break;
    handled += await forEachBounded(due, options.concurrency ?? PAYOUT_CONCURRENCY, options.deadline, async (id) => {
      try {
        await refreshPayout(db, payouts, id);
      } catch (error) {
        console.error(`Payout ${id} could not be settled:`, error instanceof Error ? error.message : "unknown");
      }
    });
  }
  return handled;
}
