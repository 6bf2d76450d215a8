import "server-only";
import { type Database, ApiError, MONEY_TX } from "@/server/platform";
import { queueSecurityAlert } from "@/server/notify";
import { endSessions } from "@/server/auth/account-service";
import { phrase } from "@/i18n/phrase";

/**
 * Freezes the account, in one transaction. Every session ends first: a transfer holds its session's row FOR
 * SHARE from before it takes the wallet's lock until it commits (send_money), so the freeze waits for a transfer
 * under way, and takes the rows in the transfer's order (session, then wallet), which no deadlock can cross.
 * Then the wallet's row lock, the one every send and every card charge takes before it moves money, and only
 * under it frozen from now, with no unfreeze pending (a freeze cancels one): a send or a charge either committed
 * before the freeze or waits for it and then finds the account frozen (or its session ended). The owner is told
 * in the same transaction. All of it commits together or not at all.
 */
export async function freezeAccount(db: Database, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    await endSessions(tx, userId);
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM wallets WHERE user_id = ${userId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new ApiError("not_found", phrase("serverErrors.walletNotFound"));
    await tx.$executeRaw`UPDATE users SET frozen_at = now(), unfreeze_at = NULL WHERE id = ${userId}::uuid`;
    await queueSecurityAlert(tx, userId, "account-frozen");
  }, MONEY_TX);
}
