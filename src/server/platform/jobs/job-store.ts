import "server-only";
import type { Database } from "@/server/platform/database/prisma-client";

/** Makes sure every registered job has its row: a new job is due at once. */
export async function registerJobs(db: Database, names: string[]): Promise<void> {
  await db.$executeRaw`
    INSERT INTO scheduled_jobs (name) SELECT unnest(${names}::text[]) ON CONFLICT (name) DO NOTHING`;
}

/**
 * Claims every job of `names` that is due and not held, for `leaseMs`. FOR UPDATE SKIP LOCKED lets two workers
 * claim at the same moment without waiting on each other, and the lease keeps a claimed job from every other
 * worker until it is finished or the lease runs out (the worker died).
 */
export async function claimDueJobs(db: Database, names: string[], leaseMs: number): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    UPDATE scheduled_jobs
       SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}::float8), last_started_at = now()
     WHERE name IN (SELECT name FROM scheduled_jobs
                     WHERE name = ANY(${names}::text[]) AND run_after <= now()
                       AND (locked_until IS NULL OR locked_until <= now())
                     ORDER BY run_after
                     FOR UPDATE SKIP LOCKED)
    RETURNING name`;
  return rows.map((row) => row.name);
}

/** Gives a job back and sets when it is next due; a failure is kept by its message only. */
export async function finishJob(db: Database, name: string, everyMs: number, error: string | null): Promise<void> {
  await db.$executeRaw`
    UPDATE scheduled_jobs
       SET locked_until = NULL, last_finished_at = now(), last_error = ${error},
           run_after = now() + make_interval(secs => ${everyMs / 1000}::float8)
     WHERE name = ${name}`;
}
