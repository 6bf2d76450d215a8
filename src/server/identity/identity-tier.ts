import "server-only";
import type { Database, Tx } from "@/server/platform";
import { releaseHeldDeposits } from "@/server/money";
import { tierFromProofs, TIERS, type Proofs, type Tier, type TierLevel } from "@/lib/limits";

/**
 * What a user has proved, from what the server recorded: the BVN and NIN on the user (each stored only after
 * the vendor found it and its name and date of birth matched), and the user's verified selfie and address
 * checks. A selfie from before the camera step (marked countsForTier false by its migration) proves nothing.
 */
export async function proofsOf(db: Database | Tx, userId: string): Promise<Proofs> {
  const [user, checks] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { bvnHash: true, ninHash: true } }),
    db.$queryRaw<{ verification_type: string }[]>`
      SELECT DISTINCT verification_type::text FROM kyc_verifications
       WHERE user_id = ${userId}::uuid AND status = 'VERIFIED' AND verification_type IN ('BIOMETRIC', 'ADDRESS')
         AND (verification_data->>'countsForTier') IS DISTINCT FROM 'false'`,
  ]);
  const has = (type: string) => checks.some((row) => row.verification_type === type);
  return { bvn: user.bvnHash !== null, nin: user.ninHash !== null, selfie: has("BIOMETRIC"), address: has("ADDRESS") };
}

/** Why these proofs earn their tier, in words a support agent or the person can read. */
export function tierReason(level: TierLevel, proofs: Proofs): string {
  const proved = [
    proofs.bvn && "BVN verified",
    proofs.nin && "NIN verified",
    proofs.selfie && "selfie matched to the record's photo",
    proofs.address && "address verified",
  ].filter(Boolean);
  return `Tier ${level}: ${proved.join(", ")}.`;
}

/**
 * The one place a user's tier changes: recomputed from the proofs and raised, never lowered (an account keeps
 * a tier granted earlier until it proves more; at the same tier only the reason is brought up to date, as a new
 * account's is). One UPDATE with GREATEST, so two checks finishing at once
 * cannot lower each other's result. New limits apply at once: send_money, top-ups and receipts read kyc_tier.
 */
export async function recomputeTier(db: Database | Tx, userId: string): Promise<Tier> {
  const proofs = await proofsOf(db, userId);
  const earned = tierFromProofs(proofs);
  if (earned !== null) {
    await db.$executeRaw`
      UPDATE users SET kyc_tier = ${earned}::smallint, kyc_tier_reason = ${tierReason(earned, proofs)},
             updated_at = now()
       WHERE id = ${userId}::uuid AND kyc_tier <= ${earned}::smallint`;
  }
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { kycTier: true } });
  return TIERS[user.kycTier as TierLevel];
}

/**
 * After a change that may have raised the tier has committed: held deposits that now fit are credited at once.
 * Nothing is lost if this fails: the release-held-deposits job looks at every wallet with held money again.
 */
export async function releaseHeldAfterUpgrade(db: Database, userId: string): Promise<void> {
  try {
    await releaseHeldDeposits(db, userId);
  } catch (error) {
    console.error(`Held deposits of ${userId} not released:`, error instanceof Error ? error.message : "unknown");
  }
}
