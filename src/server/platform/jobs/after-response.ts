import "server-only";
import { after } from "next/server";

/**
 * Where no process outlives a request (Vercel), and Cron runs once a day at best and never on a preview, due
 * jobs are also drained after responses: a small budget, under the same lease as every other drain, so two
 * instances never run one job at once. A long-running server has its own timer (src/server/platform/jobs/worker.ts).
 */
export const AFTER_RESPONSE_BUDGET_MS = 5_000;
/** One instance starts such a drain at most this often: it only saves queries, it never changes an answer. */
export const AFTER_RESPONSE_EVERY_MS = 10_000;

let lastStarted = 0;
let drain: ((budgetMs: number) => Promise<unknown>) | undefined;

/** How to drain due jobs: given by the database module (src/server/db.ts), the one place that holds the db. */
export function whenJobsMayRun(drainer: (budgetMs: number) => Promise<unknown>): void {
  drain = drainer;
}

export function drainJobsAfterResponse(options: { schedule?: (task: () => Promise<void>) => void } = {}): void {
  const drainer = drain;
  if (!process.env.VERCEL || !drainer) return;
  const now = Date.now();
  if (now - lastStarted < AFTER_RESPONSE_EVERY_MS) return;
  lastStarted = now;
  const schedule = options.schedule ?? after;
  try {
    schedule(async () => {
      await drainer(AFTER_RESPONSE_BUDGET_MS).catch((error: unknown) =>
        console.error("Jobs after a response failed:", error instanceof Error ? error.message : error),
      );
    });
  } catch {
    // Outside a request: nothing to run after.
  }
}

/** Tests start each case with no drain started. */
export function forgetDrainsForTests(): void {
  lastStarted = 0;
}
