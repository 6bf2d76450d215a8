import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { validWebhookSignature } from "@/server/providers/payouts/transfer-webhook";
import { handleDedicatedAccountAssignFailed, handleDedicatedAccountAssignSuccess } from "./assignment-webhook";
import { handleDedicatedAccountCharge } from "./receive-deposit";

type EventHandler = (db: Database, data: unknown) => Promise<Record<string, unknown>>;

/**
 * The events this capability answers, shaped as Paystack's webhook dispatcher takes them
 * (src/server/webhooks/paystack-events.ts). charge.success is shared with card top-ups: the top-ups' handler
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

/** The key Paystack's webhooks are signed with: Paystack's secret key when Paystack is used at all, else the
 * sandbox's webhook secret. */
export function paystackWebhookSecret(): string {
  const config = env();
  const paystack = [config.PAYOUTS_PROVIDER, config.CARDS_PROVIDER, config.FUNDING_PROVIDER].includes("paystack");
  return paystack && config.PAYSTACK_SECRET_KEY ? config.PAYSTACK_SECRET_KEY : config.PAYOUTS_WEBHOOK_SECRET;
}

/**
 * A signed Paystack event, as POST /api/webhooks/paystack receives it: the signature on the raw bytes first
 * (nothing unsigned is parsed: 401), then the event to its handler. Events this capability does not answer
 * are ignored.
 */
export async function receiveFundingEvent(
  db: Database,
  raw: string,
  signature: string | null,
): Promise<Record<string, unknown>> {
  if (!validWebhookSignature(raw, signature, paystackWebhookSecret())) {
    throw new ApiError("unauthorized", "Invalid signature.");
  }
  let event: { event?: unknown; data?: unknown };
  try {
    event = JSON.parse(raw);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
  const name = String(event?.event);
  const handler = Object.hasOwn(FUNDING_PAYSTACK_EVENTS, name) ? FUNDING_PAYSTACK_EVENTS[name] : undefined;
  return { received: true, ...(handler ? await handler(db, event?.data) : {}) };
}
