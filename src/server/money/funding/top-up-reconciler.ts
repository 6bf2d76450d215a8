import "server-only";
import { type Database, forEachBounded } from "@/server/platform";
import type { CardsProvider } from "@/server/money/ports/cards-provider";
import { CHECK_EVERY_MS, refreshTopUp } from "./refresh-top-up";

/** Charges verified at once with the acquirer. */
export const CHARGE_CONCURRENCY = 8;
export const CHARGE_BATCH = 100;
/** A charge this young is still in the hands of the request that made it. */
export const SETTLE_OLDER_THAN_MS = 30_000;

/** Unsettled charges due for a check, the ones asked about longest ago first; each run asks about one once. */
async function dueCharges(db: Database, runStarted: Date, olderThanMs: number, limit: number): Promise<number[]> {
  const now = Date.now();
  const rows = await db.$queryRaw<{ transaction_id: number }[]>`
    SELECT transaction_id FROM card_charges
     WHERE settled_at IS NULL
       AND created_at < ${new Date(now - olderThanMs)}
       AND (last_checked_at IS NULL
            OR (last_checked_at < clock_timestamp() - pending_check_wait(created_at, ${CHECK_EVERY_MS / 1000}::float8)
                AND last_checked_at < ${runStarted}))
     ORDER BY last_checked_at ASC NULLS FIRST, created_at ASC
     LIMIT ${limit}`;
  return rows.map((row) => row.transaction_id);
}

/**
 * The "settle-card-charges" job: verifies with the acquirer every charge whose outcome is unknown and credits
 * or fails it (and voids again an approved charge whose void did not go through), several at a time, until
 * none is due or the deadline passes. refreshTopUp claims each charge by a conditional update, so two workers
 * and a retry of the request never credit one twice.
 */
export async function settlePendingTopUps(
  db: Database,
  cards: CardsProvider,
  options: { deadline?: number; olderThanMs?: number; concurrency?: number; batch?: number } = {},
): Promise<number> {
  const deadline = options.deadline ?? Date.now() + 60_000;
  const runStarted = new Date();
  let handled = 0;
  while (Date.now() < deadline) {
    const due = await dueCharges(
      db,
      runStarted,
      options.olderThanMs ?? SETTLE_OLDER_THAN_MS,
      options.batch ?? CHARGE_BATCH,
    );
    if (due.length === 0) break;
    handled += await forEachBounded(due, options.concurrency ?? CHARGE_CONCURRENCY, deadline, async (id) => {
      try {
        await refreshTopUp(db, cards, id);
      } catch (error) {
        console.error(`Top-up ${id} could not be settled:`, error instanceof Error ? error.message : "unknown");
      }
    });
  }
  return handled;
}
