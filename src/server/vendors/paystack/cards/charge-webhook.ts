// Paystack's signed charge.success event, for card top-ups. The dispatcher (src/server/money/webhooks/
// paystack-events.ts) checks the signature and hands the event's data here first: a reference that is not one
// of Veil's card top-ups answers "not mine", so a deposit into a dedicated account goes to the funding handler.
import "server-only";
import type { Database } from "@/server/platform";
import { cardsProvider } from "@/server/vendors/cards";
import { applyChargeStatus, type CardsProvider } from "@/server/money";
import { chargeDataSchema, chargeStatusFrom } from "./charge-answers";
import { toVeilReference } from "./references";

export type WebhookHandled = "handled" | "not mine";

/**
 * Credits the top-up the event names, once, if the event's reference, amount and currency are the top-up's
 * (settle-top-up.ts checks them under the same conditional update as every other credit; a replay finds it
 * settled and changes nothing). An approval for a top-up already failed is voided.
 */
export async function handleChargeSuccess(
  db: Database,
  data: unknown,
  cards: CardsProvider = cardsProvider(db),
): Promise<WebhookHandled> {
  const parsed = chargeDataSchema.safeParse(data);
  const reference = parsed.success ? toVeilReference(parsed.data.reference) : null;
  if (!parsed.success || !reference) return "not mine";
  const topUp = await db.transaction.findFirst({
    where: { transactionReference: reference, transactionType: "ADD_MONEY", cardCharge: { isNot: null } },
    select: { id: true, cardCharge: { select: { createdAt: true } } },
  });
  if (!topUp) return "not mine";
  const status = chargeStatusFrom({ ...parsed.data, status: "success" });
  await applyChargeStatus(
    db,
    cards,
    { transactionId: topUp.id, reference, createdAt: topUp.cardCharge!.createdAt },
    status,
  );
  return "handled";
}
