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

// PostgreSQL text cannot hold a NUL character: an event carrying one (found by the fuzz test, which a signed
// event still reaches) cannot be about any payout of ours, and is ignored rather than failing in a query.
const text = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\u0000]*$/);

const eventSchema = z.object({
  event: z.string(),
  data: z.object({
    reference: text(100).min(1),
    amount: z.number().int().positive(),
    transfer_code: text(100).nullish(),
    reason: text(300).nullish(),
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
