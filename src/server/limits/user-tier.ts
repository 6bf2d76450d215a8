import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import { tierFor, type Tier } from "@/lib/limits";

/** A user who gave a BVN at sign-up is tier 3; one verified by phone number only is tier 1. */
export async function userTier(db: Database | Tx, userId: string): Promise<Tier> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { bvnHash: true } });
  return tierFor({ bvn: user.bvnHash !== null });
}
