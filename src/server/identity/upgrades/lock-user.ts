import "server-only";
import type { Tx } from "@/server/platform";

/** Holds the user's row until the transaction ends: two upgrades of one account store one after the other. */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}
