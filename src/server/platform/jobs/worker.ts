import "server-only";
import type { Database } from "@/server/platform/database/prisma-client";
import { drainDueJobs } from "./drain";
import { JOBS } from "../../jobs";
import { repeatEvery } from "./repeat";

/** How often a long-running server looks for due jobs: the most frequent job runs every 15 s. */
export const TICK_MS = 5_000;
/** A drain's budget on a long-running server: nothing stops it there, but a round should end to start the next. */
export const WORKER_BUDGET_MS = 60_000;

/** The long-running server's worker: drains due jobs every few seconds, alongside any other server's. */
export function startJobWorker(db: Database): void {
  repeatEvery("Jobs", TICK_MS, () => drainDueJobs(db, JOBS, { budgetMs: WORKER_BUDGET_MS }));
}
