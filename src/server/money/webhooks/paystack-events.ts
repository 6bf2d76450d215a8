// Paystack's signed events, by name, each to the capability it is about. A handler gets the event's `data`
// (already signature-checked, not yet validated: each handler parses what it needs) and answers what the
// webhook reports back. An event no handler knows is acknowledged and ignored, as Paystack expects a 200.
import "server-only";
import type { Database } from "@/server/platform";
import { toPayoutUpdate, handleChargeSuccess } from "@/server/vendors";
import { applyPayoutUpdate } from "@/server/money/transfers/payout-update";
import { FUNDING_PAYSTACK_EVENTS } from "@/server/money/funding-accounts/funding-events";

export type PaystackEventHandler = (db: Database, data: unknown) => Promise<Record<string, unknown>>;

/** A transfer's outcome: replays, and reports about a payout already settled, change nothing. */
const transferEvent =
  (event: string): PaystackEventHandler =>
  async (db, data) => {
    const update = toPayoutUpdate({ event, data });
    return update ? { settled: await applyPayoutUpdate(db, update) } : {};
  };

// Put together on first use, not at import: the funding handlers' file may still be loading then (money and the
// vendors import each other's front doors).
let events: Record<string, PaystackEventHandler> | undefined;
const paystackEvents = (): Record<string, PaystackEventHandler> =>
  (events ??= {
    "transfer.success": transferEvent("transfer.success"),
    "transfer.failed": transferEvent("transfer.failed"),
    "transfer.reversed": transferEvent("transfer.reversed"),
    ...FUNDING_PAYSTACK_EVENTS,
    // A card top-up's charge, or else money that arrived in a wallet's own account number.
    "charge.success": async (db, data) =>
      (await handleChargeSuccess(db, data)) === "handled"
        ? { settled: true }
        : FUNDING_PAYSTACK_EVENTS["charge.success"]!(db, data),
  });

/** Runs the event's handler, if it has one; `{ received: true }` either way. */
export async function dispatchPaystackEvent(db: Database, json: unknown): Promise<Record<string, unknown>> {
  const { event, data } = (typeof json === "object" && json !== null ? json : {}) as {
    event?: unknown;
    data?: unknown;
  };
  const handler =
    typeof event === "string" && Object.hasOwn(paystackEvents(), event) ? paystackEvents()[event] : undefined;
  if (!handler) return { received: true };
  return { received: true, ...(await handler(db, data)) };
}
