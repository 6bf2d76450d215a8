import "server-only";
import { type Database, ApiError, readText } from "@/server/platform";
import { env } from "@/env";
import { SIGNATURE_HEADER, signWebhook, validWebhookSignature, webhookSecret } from "./paystack-signature";
import { dispatchPaystackEvent } from "./paystack-events";
import { phrase } from "@/i18n/phrase";

const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * Paystack's webhook (and the sandboxes', which sign the same way): the raw body, at most 64 KB, its
 * signature checked before anything is parsed, then the event handed to its handler. Unsigned, forged or
 * garbled: 401, nothing read further.
 */
export async function receivePaystackWebhook(db: Database, request: Request): Promise<Record<string, unknown>> {
  const raw = await readText(request, MAX_WEBHOOK_BYTES);
  return receiveSignedPaystackEvent(db, raw, request.headers.get(SIGNATURE_HEADER));
}

/** The one door for a signed event, over HTTP or from the sandbox's own simulator: verify, parse, dispatch. */
export async function receiveSignedPaystackEvent(
  db: Database,
  raw: string,
  signature: string | null,
): Promise<Record<string, unknown>> {
  if (!validWebhookSignature(raw, signature, webhookSecret(env()))) {
    throw new ApiError("unauthorized", phrase("serverErrors.invalidSignature"));
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ApiError("bad_request", phrase("serverErrors.bodyInvalidJson"));
  }
  return dispatchPaystackEvent(db, json);
}

/**
 * An event a sandbox sends (a deposit, a bank's return), signed here with the webhook key and taken through the
 * same door as a delivery over HTTP, so simulated money moves exactly as real money would.
 */
export function receiveSandboxEvent(db: Database, event: unknown): Promise<Record<string, unknown>> {
  const raw = JSON.stringify(event);
  return receiveSignedPaystackEvent(db, raw, signWebhook(raw, webhookSecret(env())));
}
