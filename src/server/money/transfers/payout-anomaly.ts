import "server-only";
import type { Database } from "@/server/platform";
import type { Settlement } from "./settle-payout";
import { sayPhrase } from "@/i18n/say-phrase";

/**
 * A report that changed nothing. A replay of the payout's own outcome is expected and dropped; one that
 * contradicts it (a success after the money was refunded, a failure after a success with no reversal) may
 * mean money left twice or never arrived, so it is logged and kept for a person to review.
 */
export async function recordPayoutAnomaly(db: Database, payoutId: string, settlement: Settlement): Promise<void> {
  const payout = await db.payout.findUniqueOrThrow({
    where: { id: payoutId },
    select: { status: true, reference: true },
  });
  const agrees =
    payout.status === "PENDING" ||
    (settlement.outcome === "success" && payout.status === "SUCCEEDED") ||
    (settlement.outcome !== "success" && (payout.status === "FAILED" || payout.status === "REVERSED"));
  if (agrees) return;
  console.error(
    `Payout ${JSON.stringify(payout.reference)} reported ${settlement.outcome} while ${payout.status}: kept for review.`,
  );
  await db.payoutAnomaly.create({
    data: {
      payoutId,
      reported: settlement.outcome,
      payoutStatus: payout.status,
      // For staff, in English.
      detail: settlement.outcome === "success" ? settlement.providerReference : sayPhrase(settlement.reason, "en"),
    },
  });
}
