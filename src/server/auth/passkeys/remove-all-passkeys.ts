import "server-only";
import type { Database, Tx } from "@/server/platform";

/**
 * Removes every passkey of an account and any registration it has under way, in the caller's transaction.
 * A password reset calls it: the owner lost control of the account, so a passkey added by whoever held the
 * session must not outlive the reset. Answers how many passkeys went; the caller sends its own alert.
 */
export async function removeAllPasskeys(tx: Tx | Database, userId: string): Promise<number> {
  await tx.passkeyChallenge.deleteMany({ where: { userId, purpose: "register" } });
  const { count } = await tx.passkey.deleteMany({ where: { userId } });
  return count;
}
