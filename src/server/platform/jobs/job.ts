import type { Database } from "@/server/platform/database/prisma-client";

/** What a run is given: the moment after which it takes no new work (it finishes what it started). */
export type JobContext = { deadline: number };

/**
 * A job of the registry: run when it is due, by whichever worker claims it first (a long-running server's
 * timer or the cron route). `run` answers what it did (a count of items, or counts by kind), and must stop
 * taking new work at the deadline: nothing can stop it from outside.
 */
export type Job = {
  name: string;
  everyMs: number;
  run(db: Database, context: JobContext): Promise<unknown>;
};

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The time left before a run's deadline, never negative. */
export function timeLeft(context: JobContext): number {
  return Math.max(0, context.deadline - Date.now());
}
