import "server-only";
import { type Database, ApiError } from "@/server/platform";
import { freezeState } from "@/server/auth";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { cleanName } from "@/lib/names";
import { phrase, storedPhrases, type Phrase } from "@/i18n/phrase";
import { cancelScheduledPayout, settlePayout } from "./settle-payout";
import { CANCELLED_BY_SENDER } from "@/server/money/history/present-transaction";

export const NOT_CANCELLABLE = phrase("serverErrors.scheduledNotCancellable");
export const ALREADY_RETURNED = phrase("serverErrors.scheduledAlreadyReturned");

/**
 * A cooling-off send at the end of its wait: it goes only if its wallet is not frozen and its bank still names
 * the account as it did when the person approved it. Otherwise it fails and its money comes back (the failure
 * tells the person, as any failed transfer does). A bank that does not answer now is a failure too: the person
 * chose to wait for this send, and it should not wait again without them.
 */
export async function stillSendable(
  db: Database,
  payouts: PayoutsProvider,
  payout: { id: string; accountNumber: string; bankCode: string; accountName: string },
): Promise<boolean> {
  const fail = async (reason: Phrase) => {
    await settlePayout(db, payout.id, { outcome: "failed", providerReference: null, reason });
    return false;
  };
  const { transaction } = await db.payout.findUniqueOrThrow({
    where: { id: payout.id },
    select: { transaction: { select: { userId: true } } },
  });
  if ((await freezeState(db, transaction.userId)).frozen) return fail(phrase("serverErrors.scheduledFrozen"));
  let found: { accountName: string } | null;
  try {
    found = await payouts.resolveAccount({ accountNumber: payout.accountNumber, bankCode: payout.bankCode });
  } catch (error) {
    console.error("Name enquiry for a scheduled send failed:", error instanceof Error ? error.message : "unknown");
    return fail(phrase("serverErrors.scheduledBankDown"));
  }
  if (!found) return fail(phrase("serverErrors.scheduledAccountClosed"));
  if (cleanName(found.accountName) !== payout.accountName) return fail(phrase("serverErrors.scheduledNameChanged"));
  return true;
}

/**
 * The sender cancels a send still in its wait: refunded at once, its limit given back. Someone else's transfer
 * is refused as if absent. Cancelling again is answered as the first cancel was (a second tap, a retry); a send
 * that already failed says its money is back, and only one on its way says it can no longer be cancelled.
 */
export async function cancelScheduledSend(db: Database, userId: string, transactionId: number): Promise<void> {
  const payout = await db.payout.findFirst({
    where: { transactionId, transaction: { userId } },
    select: { id: true },
  });
  if (!payout) throw new ApiError("not_found", phrase("serverErrors.transactionNotFound"));
  if (await cancelScheduledPayout(db, payout.id, phrase(CANCELLED_BY_SENDER))) return;
  const { status, failure } = await db.transaction.findUniqueOrThrow({
    where: { id: transactionId },
    select: { status: true, failure: true },
  });
  if (storedPhrases(failure)[0]?.key === CANCELLED_BY_SENDER) return;
  if (status === "FAILED" || status === "REVERSED") throw new ApiError("conflict", ALREADY_RETURNED);
  throw new ApiError("conflict", NOT_CANCELLABLE);
}
