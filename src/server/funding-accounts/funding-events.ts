import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { validWebhookSignature } from "@/server/providers/payouts/transfer-webhook";
import { handleDedicatedAccountAssignFailed, handleDedicatedAccountAssignSuccess } from "./assignment-webhook";
import { handleDedicatedAccountCharge } from "./receive-deposit";

/** The events this capability answers, for Paystack's webhook dispatcher (src/server/webhooks/paystack-events.ts). */
export const FUNDING_EVENT_HANDLERS = {
  "charge.success": handleDedicatedAccountCharge,
  "dedicatedaccount.assign.success": handleDedicatedAccountAssignSuccess,
  "dedicatedaccount.assign.failed": handleDedicatedAccountAssignFailed,
} as const satisfies Record<string, (db: Database, data: unknown) => Promise<string>>;

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
export async function receiveFundingEvent(db: Database, raw: string, signature: string | null): Promise<string> {
  if (!validWebhookSignature(raw, signature, paystackWebhookSecret())) {
    throw new ApiError("unauthorized", "Invalid signature.");
  }
  let event: { event?: unknown; data?: unknown };
  try {
    event = JSON.parse(raw);
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
  const handler = FUNDING_EVENT_HANDLERS[String(event.event) as keyof typeof FUNDING_EVENT_HANDLERS];
  return handler ? handler(db, event.data) : "ignored";
}
