import "server-only";
import type { Database } from "@/server/prisma-client";
import type { JobContext } from "@/server/jobs/job";
import { deleteInBatches } from "@/server/jobs/sweeps/delete-in-batches";

/** A day after it expired, a login challenge explains nothing more: its failures are in login_attempts. */
export const KEEP_LOGIN_CHALLENGES_MS = 24 * 60 * 60 * 1000;

/** The "sweep-login-challenges" job: challenges that expired (used or not) more than a day ago. */
export async function sweepLoginChallenges(db: Database, context: JobContext): Promise<number> {
  const before = new Date(Date.now() - KEEP_LOGIN_CHALLENGES_MS);
  return deleteInBatches(
    context,
    (limit) => db.$executeRaw`
      DELETE FROM login_challenges WHERE id IN
        (SELECT id FROM login_challenges WHERE expires_at < ${before} LIMIT ${limit})`,
  );
}
