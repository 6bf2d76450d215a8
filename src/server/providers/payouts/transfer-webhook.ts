// The payouts vendor's webhook, in Paystack's format: a JSON event signed with HMAC-SHA512 of the raw body
// under the webhook secret, in the x-paystack-signature header (hex). The signature is checked on the raw
// bytes, in constant time, before anything is parsed; only then is the event turned into our shape.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const SIGNATURE_HEADER = "x-paystack-signature";

export function signWebhook(rawBody: string, secret: string): string {
  return createHmac("sha512", secret).update(rawBody, "utf8").digest("hex");
}

export function validWebhookSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/** What a transfer event means for us: the payout with this reference succeeded or failed. */
export type PayoutUpdate =
  | { reference: string; amountKobo: bigint; outcome: "success"; providerReference: string | null }
  | { reference: string; amountKobo: bigint; outcome: "failed"; providerReference: string | null; reason: string };

const eventSchema = z.object({
  event: z.string(),
  data: z.object({
    reference: z.string().min(1).max(100),
    amount: z.number().int().positive(),
    transfer_code: z.string().max(100).nullish(),
    reason: z.string().max(300).nullish(),
  }),
});

/** Paystack event -> our update; null for events that are not about a transfer's outcome. */
export function toPayoutUpdate(json: unknown): PayoutUpdate | null {
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { event, data } = parsed.data;
  const common = {
    reference: data.reference,
    amountKobo: BigInt(data.amount),
    providerReference: data.transfer_code ?? null,
  };
  if (event === "transfer.success") return { ...common, outcome: "success" };
  if (event === "transfer.failed" || event === "transfer.reversed") {
    return { ...common, outcome: "failed", reason: data.reason || "The recipient's bank declined the transfer." };
  }
  return null;
}
