// Paystack signs each webhook with HMAC-SHA512 of the raw body keyed by the secret key, hex, in the
// x-paystack-signature header. The signature is checked on the raw bytes, in constant time, before anything
// is parsed.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-paystack-signature";

export function signWebhook(rawBody: string, secret: string): string {
  return createHmac("sha512", secret).update(rawBody, "utf8").digest("hex");
}

export function validWebhookSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/**
 * The key webhooks are signed with: Paystack's secret key when any provider is Paystack (Paystack signs with
 * it and with nothing else), otherwise the sandbox's webhook secret.
 */
export function webhookSecret(env: {
  PAYOUTS_PROVIDER: string;
  CARDS_PROVIDER: string;
  FUNDING_PROVIDER: string;
  PAYSTACK_SECRET_KEY?: string;
  PAYOUTS_WEBHOOK_SECRET: string;
}): string {
  const paystack = [env.PAYOUTS_PROVIDER, env.CARDS_PROVIDER, env.FUNDING_PROVIDER].includes("paystack");
  return paystack && env.PAYSTACK_SECRET_KEY ? env.PAYSTACK_SECRET_KEY : env.PAYOUTS_WEBHOOK_SECRET;
}
