import "server-only";
import type { Database } from "@/server/platform/database/prisma-client";
import type { Job } from "./job";
import { claimDueJobs, finishJob, registerJobs } from "./job-store";

/** What one job did in a drain: what it answered (items handled, or counts by kind), or its failure's message. */
export type JobReport = { name: string; did: unknown; ms: number; error?: string };

export type DrainReport = { ms: number; jobs: JobReport[] };

/**
 * A run that outlives its deadline by more than this is taken for dead: its lease ends and another worker may
 * claim the job. One item in flight at the deadline can take the provider's 10-second timeout and a statement's.
 */
export const LEASE_MARGIN_MS = 60_000;

/**
 * Runs every due job once, all at the same time, each told to take no new work after `budgetMs`, and answers
 * what each did. A job held by another worker, or not yet due, is left alone. Called by a long-running
 * server's timer and by the cron route, which is why it is bounded: a serverless function has a time limit.
 */
export async function drainDueJobs(
  db: Database,
  jobs: readonly Job[],
  options: { budgetMs: number },
): Promise<DrainReport> {
  const started = Date.now();
  const deadline = started + options.budgetMs;
  const byName = new Map(jobs.map((job) => [job.name, job]));
  await registerJobs(db, [...byName.keys()]);
  const claimed = await claimDueJobs(db, [...byName.keys()], options.budgetMs + LEASE_MARGIN_MS);
  const reports = await Promise.all(claimed.map((name) => runOne(db, byName.get(name)!, deadline)));
  return { ms: Date.now() - started, jobs: reports };
}

async function runOne(db: Database, job: Job, deadline: number): Promise<JobReport> {
  const started = Date.now();
  let did: unknown = null;
  let error: string | null = null;
  try {
    did = await job.run(db, { deadline });
  } catch (failure) {
    error = failure instanceof Error ? failure.message : "unknown failure";
    console.error(`Job ${job.name} failed:`, error);
  }
  await finishJob(db, job.name, job.everyMs, error);
  return { name: job.name, did: did ?? null, ms: Date.now() - started, ...(error ? { error } : {}) };
}
