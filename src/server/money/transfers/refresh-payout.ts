import "server-only";
import type { Database } from "@/server/platform";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { applyOutcome, PAYOUT_FIELDS, payoutRequest, submitPayout } from "./submit-payout";
import { stillSendable } from "./scheduled-sends";

/**
 * A pending payout is asked about at most this often in its first half hour, however many screens are polling
 * it; after that, less and less often (pending_check_wait, from when it went: a scheduled send's end of wait).
 */
export const CHECK_EVERY_MS = 5_000;

/**
 * A payout not yet marked submitted is sent again only this long after it was recorded: until then its first
 * submission may still be on its way to the provider, and a second one would race it.
 */
export const RESUBMIT_AFTER_MS = 30_000;

/**
 * Polls the provider for one pending payout and records its answer. A payout the provider never received
 * (the server stopped before sending it, or the provider was down) is sent again under the same reference,
 * once it is old enough that its first submission cannot still be in flight.
 */
export async function refreshPayout(db: Database, payouts: PayoutsProvider, payoutId: string): Promise<void> {
  // Claimed by the database's clock: a cooling-off send is taken only once its wait is over, and the claim's
  // last_checked_at (never before send_after) is what tells a late Cancel it has gone (cancelScheduledPayout).
  const taken = await db.$executeRaw`
    UPDATE payouts SET last_checked_at = clock_timestamp()
     WHERE id = ${payoutId}::uuid AND status = 'PENDING'
       AND (last_checked_at IS NULL
            OR last_checked_at < clock_timestamp()
                                 - pending_check_wait(COALESCE(send_after, created_at), ${CHECK_EVERY_MS / 1000}::float8))
       AND (send_after IS NULL OR send_after <= clock_timestamp())`;
  if (taken === 0) return;
  const payout = await db.payout.findUniqueOrThrow({
    where: { id: payoutId },
    select: { ...PAYOUT_FIELDS, createdAt: true, sendAfter: true },
  });
  if (!payout.submittedAt) {
    if (payout.sendAfter) {
      // The end of a wait: what was true when it was asked for is checked again before the money goes.
      if (await stillSendable(db, payouts, payout)) await submitPayout(db, payouts, payout.id, payoutRequest(payout));
    } else if (Date.now() - payout.createdAt.getTime() >= RESUBMIT_AFTER_MS) {
      await submitPayout(db, payouts, payout.id, payoutRequest(payout));
    }
    return;
  }
  try {
    const outcome = await payouts.status({ reference: payout.reference, providerReference: payout.providerReference });
    if (outcome.status === "not_found") await submitPayout(db, payouts, payout.id, payoutRequest(payout));
    else await applyOutcome(db, payout.id, outcome);
  } catch (error) {
    console.error(`Payout ${payout.reference} status unknown:`, error instanceof Error ? error.message : String(error));
  }
}

/** The pending transfer a screen is waiting on: asked about now, if it was not a moment ago. */
export async function refreshPendingTransfer(db: Database, payouts: PayoutsProvider, transactionId: number) {
  const payout = await db.payout.findUnique({ where: { transactionId }, select: { id: true, status: true } });
  if (payout?.status === "PENDING") await refreshPayout(db, payouts, payout.id);
}
