import "server-only";
import { type Database, type JobContext, deleteInBatches } from "@/server/platform";

/**
 * An onboarding's cookie lives 30 minutes; one untouched for a day was abandoned, and what it left holds a
 * person's identity record (name, date of birth, phone, a sealed BVN or NIN), their consent, and a code, for
 * nothing.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The "sweep-abandoned-onboardings" job: deletes the identity checks and consents of onboardings that never
 * created a wallet and whose newest step is over a day old, and the onboardings' codes over a day old (a code
 * lives 10 minutes; a day-old one, used or not, opens nothing). A row or consent tied to a user (the wallet was
 * created) is never touched, nor is any row of an onboarding that has one, or a step taken within the day.
 */
export async function sweepAbandonedOnboardings(db: Database, context: JobContext): Promise<number> {
  const before = new Date(Date.now() - ABANDONED_AFTER_MS);
  const codes = await deleteInBatches(
    context,
    (limit) => db.$executeRaw`
      DELETE FROM one_time_codes WHERE id IN
        (SELECT id FROM one_time_codes WHERE subject LIKE 'onboarding:%' AND created_at < ${before} LIMIT ${limit})`,
  );
  const consents = await deleteInBatches(
    context,
    (limit) => db.$executeRaw`
      DELETE FROM identity_consents WHERE id IN
        (SELECT c.id FROM identity_consents c
          WHERE c.user_id IS NULL AND c.onboarding_id IS NOT NULL AND c.agreed_at < ${before}
            AND NOT EXISTS (SELECT 1 FROM kyc_verifications o
                             WHERE o.onboarding_id = c.onboarding_id
                               AND (o.user_id IS NOT NULL OR o.created_at >= ${before}))
          LIMIT ${limit})`,
  );
  const checks = await deleteInBatches(
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
  return codes + consents + checks;
}
