import "server-only";
import type { Database } from "@/server/platform";
import type { PayoutUpdate } from "@/server/vendors";
import { decimalStringToKobo } from "@/lib/money";
import { settlePayout } from "./settle-payout";
import { applyHeldReturnUpdate } from "../funding-accounts/held-returns";

/**
 * A provider's report of a transfer's outcome (a verified webhook). An unknown reference or a different amount
 * is logged and ignored; a payout already settled is not changed. Returns true when this report settled it.
 */
export async function applyPayoutUpdate(db: Database, update: PayoutUpdate): Promise<boolean> {
  const payout = await db.payout.findUnique({
    where: { reference: update.reference },
    select: { id: true, amount: true },
  });
  if (!payout) {
    // Held money returned to its sender is a transfer of Veil's too, under a reference of its own.
    if (await applyHeldReturnUpdate(db, update)) return true;
    // Quoted by JSON.stringify: a reference with line breaks cannot forge lines in the log.
    console.warn(`Payout webhook for an unknown reference ${JSON.stringify(update.reference)}: ignored.`);
    return false;
  }
  if (decimalStringToKobo(payout.amount.toFixed(2)) !== update.amountKobo) {
    console.error(`Payout webhook for ${JSON.stringify(update.reference)} has the wrong amount: ignored.`);
    return false;
  }
  return settlePayout(db, payout.id, update);
}
