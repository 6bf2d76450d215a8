import "server-only";
import type { Database } from "@/server/prisma-client";
import type { JobContext } from "../job";
import { deleteInBatches } from "./delete-in-batches";

/**
 * An onboarding's cookie lives 30 minutes; one untouched for a day was abandoned, and its rows hold a person's
 * identity record (name, date of birth, phone, a sealed BVN) for nothing.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The "sweep-abandoned-onboardings" job: deletes the identity checks of onboardings that never created a wallet
 * and whose newest step is over a day old. A row tied to a user (the wallet was created) is never touched, nor
 * is any row of an onboarding that has one, or a step taken within the day.
 */
export function sweepAbandonedOnboardings(db: Database, context: JobContext): Promise<number> {
  const before = new Date(Date.now() - ABANDONED_AFTER_MS);
  return deleteInBatches(
    context,
    (limit) => db.$executeRaw`
      DELETE FROM kyc_verifications WHERE id IN
        (SELECT k.id FROM kyc_verifications k
          WHERE k.user_id IS NULL AND k.created_at < ${before}
            AND NOT EXISTS (SELECT 1 FROM kyc_verifications o
                             WHERE o.onboarding_id = k.onboarding_id
                               AND (o.user_id IS NOT NULL OR o.created_at >= ${before}))
          LIMIT ${limit})`,
  );
}
