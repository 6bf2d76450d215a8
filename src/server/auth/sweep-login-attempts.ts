import "server-only";
import { type Database, type JobContext, deleteInBatches } from "@/server/platform";
import { LOGIN_WINDOW_MS } from "@/server/auth/login-throttle";

/**
 * A failed sign-in is counted for LOGIN_WINDOW_MS and read by nothing after that; it is kept a day so that an
 * attack can still be looked into the next morning, then deleted: each row holds a phone number and an address.
 */
export const KEEP_LOGIN_ATTEMPTS_MS = 24 * 60 * 60 * 1000;
/** Rate-limit windows are clock hours: a count whose hour ended an hour ago limits nothing. */
export const KEEP_RATE_LIMIT_COUNTS_MS = 2 * 60 * 60 * 1000;

/** The "sweep-login-attempts" job: old failed sign-ins, then the counts of ended rate-limit windows. */
export async function sweepLoginAttempts(db: Database, context: JobContext): Promise<number> {
  const attemptsBefore = new Date(Date.now() - Math.max(KEEP_LOGIN_ATTEMPTS_MS, LOGIN_WINDOW_MS));
  const countsBefore = new Date(Date.now() - KEEP_RATE_LIMIT_COUNTS_MS);
  const attempts = await deleteInBatches(
    context,
    (limit) => db.$executeRaw`
      DELETE FROM login_attempts WHERE id IN
        (SELECT id FROM login_attempts WHERE created_at < ${attemptsBefore} LIMIT ${limit})`,
  );
  const counts = await deleteInBatches(
    context,
    (limit) => db.$executeRaw`
      DELETE FROM rate_limit_counts WHERE (bucket, window_start) IN
        (SELECT bucket, window_start FROM rate_limit_counts WHERE window_start < ${countsBefore} LIMIT ${limit})`,
  );
  return attempts + counts;
}
