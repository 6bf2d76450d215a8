// Paystack's signed events, by name, each to the capability it is about. A handler gets the event's `data`
// (already signature-checked, not yet validated: each handler parses what it needs) and answers what the
// webhook reports back. An event no handler knows is acknowledged and ignored, as Paystack expects a 200.
import "server-only";
import type { Database } from "@/server/prisma-client";
import { toPayoutUpdate } from "@/server/providers/payouts/transfer-webhook";
import { applyPayoutUpdate } from "@/server/transfers/payout-update";
import { handleChargeSuccess } from "@/server/providers/cards/paystack/charge-webhook";
import { FUNDING_PAYSTACK_EVENTS } from "@/server/funding-accounts/funding-events";

export type PaystackEventHandler = (db: Database, data: unknown) => Promise<Record<string, unknown>>;

/** A transfer's outcome: replays, and reports about a payout already settled, change nothing. */
const transferEvent =
  (event: string): PaystackEventHandler =>
  async (db, data) => {
    const update = toPayoutUpdate({ event, data });
    return update ? { settled: await applyPayoutUpdate(db, update) } : {};
  };

export const PAYSTACK_EVENTS: Record<string, PaystackEventHandler> = {
  "transfer.success": transferEvent("transfer.success"),
  "transfer.failed": transferEvent("transfer.failed"),
  "transfer.reversed": transferEvent("transfer.reversed"),
  ...FUNDING_PAYSTACK_EVENTS,
  // A card top-up's charge, or else money that arrived in a wallet's own account number.
  "charge.success": async (db, data) =>
    (await handleChargeSuccess(db, data)) === "handled"
      ? { settled: true }
      : FUNDING_PAYSTACK_EVENTS["charge.success"]!(db, data),
};

/** Runs the event's handler, if it has one; `{ received: true }` either way. */
export async function dispatchPaystackEvent(db: Database, json: unknown): Promise<Record<string, unknown>> {
  const { event, data } = (typeof json === "object" && json !== null ? json : {}) as {
    event?: unknown;
    data?: unknown;
  };
  const handler =
    typeof event === "string" && Object.hasOwn(PAYSTACK_EVENTS, event) ? PAYSTACK_EVENTS[event] : undefined;
  if (!handler) return { received: true };
  return { received: true, ...(await handler(db, data)) };
}
