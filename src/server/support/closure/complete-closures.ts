import "server-only";
import type { Database, Tx, JobContext } from "@/server/platform";
import { walletHoldingsUnderLock } from "@/server/money";
import { enqueueMessage, savedLanguage } from "@/server/notify";
import { translator } from "@/i18n/translator";

/**
 * What a completed closure erases: everything Veil holds only to run the account for its owner. Kept, because
 * the law requires them for five years: the transactions and the ledger, the identity (name, date of birth,
 * address, phone number, the sealed BVN and NIN), the identity checks and the consents given for them, and the
 * cases opened about transactions. The password hash stays too, so that only the owner, with the password, is
 * told the account was closed. Veil never stored a selfie or a profile photo (the selfie goes to the vendor).
 */
async function eraseAccountData(tx: Tx, userId: string): Promise<void> {
  const mine = { where: { userId } };
  await tx.userSettings.deleteMany(mine);
  await tx.userSession.deleteMany(mine);
  await tx.passkey.deleteMany(mine);
  await tx.passkeyChallenge.deleteMany(mine);
  await tx.twoFactor.deleteMany(mine);
  await tx.recoveryCode.deleteMany(mine);
  await tx.loginChallenge.deleteMany(mine);
  await tx.transactionPin.deleteMany(mine);
  await tx.savedCard.deleteMany(mine);
  // Sent messages repeat the email address and what the account did; the farewell SMS is queued after this.
  await tx.outboxMessage.deleteMany(mine);
  // Ways in and ways to reach the person, and what they did in the app.
  await tx.connectedAccount.deleteMany(mine);
  await tx.oAuthSignIn.deleteMany(mine);
  await tx.pushSubscription.deleteMany(mine);
  await tx.pushMessage.deleteMany(mine);
  await tx.analyticsEvent.deleteMany(mine);
  await tx.statement.deleteMany(mine);
  await tx.user.update({ where: { id: userId }, data: { email: null, sessionVersion: { increment: 1 } } });
}

/**
 * Completes one closure whose cooling-off is over, in one transaction: under the wallet's lock (nothing can
 * have come in: refuseWhileClosing) and the closure's own row (a "Cancel closure" at the last second waits and
 * then finds it completed, or completes first and this finds nothing). Answers whether it closed the account.
 */
export async function completeClosure(db: Database, userId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const heldKobo = await walletHoldingsUnderLock(tx, userId);
    const [due] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM account_closure_requests
       WHERE user_id = ${userId}::uuid AND status = 'PENDING' AND closes_at <= now() FOR UPDATE`;
    if (!due) return false;
    if (heldKobo !== 0n) {
      // Cannot happen while money in is refused; should it, the account stays open for staff to see why.
      console.error(`Closure of ${userId} not completed: the wallet holds money.`);
      return false;
    }
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { phoneNumber: true },
    });
    // Read before the erasure, which takes the settings with it.
    const language = await savedLanguage(tx, userId);
    await eraseAccountData(tx, userId);
    await tx.accountClosureRequest.update({
      where: { id: due.id },
      data: { status: "COMPLETED", completedAt: new Date() },
    });
    const t = translator(language);
    await enqueueMessage(tx, {
      userId,
      channel: "sms",
      to: user.phoneNumber,
      text: t("closure.messages.completed"),
      kind: "closure:completed",
    });
    return true;
  });
}

/** The "complete-account-closures" job: every closure whose 14 days are over, oldest first, until the deadline. */
export async function completeDueClosures(db: Database, context: JobContext): Promise<number> {
  const due = await db.accountClosureRequest.findMany({
    where: { status: "PENDING", closesAt: { lte: new Date() } },
    select: { userId: true },
    orderBy: { closesAt: "asc" },
    take: 100,
  });
  let completed = 0;
  for (const { userId } of due) {
    if (Date.now() >= context.deadline) break;
    if (await completeClosure(db, userId)) completed++;
  }
  return completed;
}
