import "server-only";
import type { Database } from "@/server/platform";
import type { CardsProvider, ChargeStatus } from "@/server/money/ports/cards-provider";
import { applyChargeStatus, voidCharge } from "./settle-top-up";

/**
 * An unsettled charge is asked about at most this often in its first half hour, however many retries and
 * screens ask; after that, less and less often (pending_check_wait).
 */
export const CHECK_EVERY_MS = 5_000;

/**
 * Settles one top-up whose charge is not settled: a pending one is verified with the acquirer by its
 * reference and credited or failed (or, still waiting for the person after half an hour, failed as abandoned);
 * a failed one whose void did not go through is voided again.
 */
export async function refreshTopUp(
  db: Database,
  cards: CardsProvider,
  transactionId: number,
  options: { now?: boolean } = {},
): Promise<void> {
  // A person back from their bank's page is owed an answer at once, whenever it was last asked.
  const taken = options.now
    ? (
        await db.cardCharge.updateMany({
          where: { transactionId, settledAt: null },
          data: { lastCheckedAt: new Date() },
        })
      ).count
    : await db.$executeRaw`
        UPDATE card_charges SET last_checked_at = clock_timestamp()
         WHERE transaction_id = ${transactionId} AND settled_at IS NULL
           AND (last_checked_at IS NULL
                OR last_checked_at < clock_timestamp() - pending_check_wait(created_at, ${CHECK_EVERY_MS / 1000}::float8))`;
  if (taken === 0) return;
  const found = await db.cardCharge.findUniqueOrThrow({
    where: { transactionId },
    select: { createdAt: true, transaction: { select: { transactionReference: true, status: true } } },
  });
  const charge = { transactionId, reference: found.transaction.transactionReference, createdAt: found.createdAt };
  if (found.transaction.status === "FAILED") return voidCharge(db, cards, charge);
  if (found.transaction.status !== "PENDING") return;
  let status: ChargeStatus;
  try {
    status = await cards.verify(charge.reference);
  } catch (error) {
    console.error(`Top-up ${charge.reference} status unknown:`, error instanceof Error ? error.name : "unknown");
    return;
  }
  await applyChargeStatus(db, cards, charge, status);
}

/** The top-up job's loop, under the name the tests and callers know. */
export { settlePendingTopUps as reconcilePendingTopUps } from "./top-up-reconciler";
