import "server-only";
import type { Database } from "@/server/platform";
import { handleDedicatedAccountAssignFailed, handleDedicatedAccountAssignSuccess } from "./assignment-webhook";
import { handleDedicatedAccountCharge } from "./receive-deposit";

type EventHandler = (db: Database, data: unknown) => Promise<Record<string, unknown>>;

/**
 * The events this capability answers, shaped as Paystack's webhook dispatcher takes them
 * (src/server/money/webhooks/paystack-events.ts). charge.success is shared with card top-ups: the top-ups' handler
 * goes first, and a charge that is not a top-up of ours comes here.
 */
export const FUNDING_PAYSTACK_EVENTS: Record<string, EventHandler> = {
  "charge.success": async (db, data) => ({ deposit: await handleDedicatedAccountCharge(db, data) }),
  "dedicatedaccount.assign.success": async (db, data) => ({
    account: await handleDedicatedAccountAssignSuccess(db, data),
  }),
  "dedicatedaccount.assign.failed": async (db, data) => ({
    account: await handleDedicatedAccountAssignFailed(db, data),
  }),
};
