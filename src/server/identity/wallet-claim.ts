import "server-only";
import type { Database } from "@/server/platform";

/**
 * A claim older than this belongs to a request that died (a crash, a killed server) between claiming and
 * creating: another request may take it over. A live claim is held for a bcrypt hash and one short
 * transaction, well under a second on a quiet machine and a few seconds on a loaded one.
 */
export const CLAIM_STALE_AFTER_MS = 2 * 60 * 1000;

/**
 * Claims onboarding step 3 for one request: a single conditional UPDATE of the onboarding's identity row, so
 * among any number of parallel requests for the same onboarding exactly one gets true. PostgreSQL re-checks
 * the WHERE clause after waiting on the row lock, so a request that queued behind the winner sees its claim.
 * The others answer at once, before any password is hashed or transaction opened.
 */
export async function claimWalletCreation(db: Database, onboardingId: string, now = new Date()): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_AFTER_MS);
  const claimed = await db.$executeRaw`
    UPDATE kyc_verifications
       SET verification_data = verification_data || jsonb_build_object('walletClaimedAt', ${now.toISOString()}::text)
     WHERE onboarding_id = ${onboardingId}::uuid
       AND verification_type IN ('BVN', 'PHONE')
       AND status = 'VERIFIED'
       AND user_id IS NULL
       AND (verification_data->>'walletClaimedAt' IS NULL
            OR (verification_data->>'walletClaimedAt')::timestamptz < ${staleBefore.toISOString()}::timestamptz)`;
  return claimed > 0;
}

/** Gives the claim back after a refusal or a failure, so the person can correct the form and try again. */
export async function releaseWalletCreation(db: Database, onboardingId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE kyc_verifications SET verification_data = verification_data - 'walletClaimedAt'
     WHERE onboarding_id = ${onboardingId}::uuid AND verification_type IN ('BVN', 'PHONE') AND user_id IS NULL`;
}
