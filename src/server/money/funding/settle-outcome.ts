import "server-only";
import type { Database } from "@/server/platform";
import type { CardsProvider, ChargeOutcome, ChargeStatus } from "@/server/money/ports/cards-provider";
import { applyChargeStatus, type PendingCharge } from "./settle-top-up";
import { recordAction } from "./top-up-steps";

/**
 * Applies what the acquirer answered to a charge or to one of its steps. A step the person must take is
 * recorded (the top-up stays Pending, counted in the wallet's room). An approval is not taken on its word: the
 * charge is verified by its reference, and only the verified amount, currency and reference are credited.
 */
export async function settleOutcome(
  db: Database,
  cards: CardsProvider,
  charge: PendingCharge,
  outcome: ChargeOutcome,
  now = new Date(),
): Promise<void> {
  if (outcome.status === "action") return recordAction(db, charge.transactionId, outcome.action);
  const status = outcome.status === "approved" ? await verifyOrPending(db, cards, charge) : outcome;
  await applyChargeStatus(db, cards, charge, status, now);
}

/** Asks once; the check is recorded so that the route's retry path does not ask again at once. */
export async function verifyOrPending(
  db: Database,
  cards: CardsProvider,
  charge: PendingCharge,
): Promise<ChargeStatus> {
  await db.cardCharge.update({ where: { transactionId: charge.transactionId }, data: { lastCheckedAt: new Date() } });
  try {
    return await cards.verify(charge.reference);
  } catch (error) {
    console.error(`Top-up ${charge.reference} could not be verified:`, error instanceof Error ? error.name : "unknown");
    return { status: "pending" };
  }
}
