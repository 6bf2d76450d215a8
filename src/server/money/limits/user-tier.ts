import "server-only";
import type { Database, Tx } from "@/server/platform";
import { TIERS, type Tier, type TierLevel } from "@/lib/limits";

/** The tier the server enforces: the one stored on the user (users.kyc_tier). */
export async function userTier(db: Database | Tx, userId: string): Promise<Tier> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { kycTier: true } });
  return TIERS[user.kycTier as TierLevel];
}
