// The payouts vendor's webhook, in Paystack's format: a JSON event signed with HMAC-SHA512 of the raw body
// under the webhook secret, in the x-paystack-signature header (hex). The signature is checked on the raw
// bytes, in constant time, before anything is parsed; only then is the event turned into our shape.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { isStorableText } from "@/lib/schemas/text";

export const SIGNATURE_HEADER = "x-paystack-signature";

/** The reason shown when the bank returned a transfer and gave none. */
export const RETURNED_REASON = "The recipient's bank returned the transfer.";

export function signWebhook(rawBody: string, secret: string): string {
  return createHmac("sha512", secret).update(rawBody, "utf8").digest("hex");
}

export function validWebhookSignature(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/** What a transfer event means for us: the payout with this reference succeeded, failed or was returned. */
export type PayoutUpdate =
  | { reference: string; amountKobo: bigint; outcome: "success"; providerReference: string | null }
  | {
      reference: string;
      amountKobo: bigint;
      outcome: "failed" | "reversed";
      providerReference: string | null;
      reason: string;
    };

// Text PostgreSQL cannot store (a NUL, a lone surrogate) cannot be about any payout of ours: such an event is
// ignored rather than failing in a query. The rule is the one every endpoint's free text uses.
const text = (max: number) => z.string().max(max).refine(isStorableText);

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
  if (event === "transfer.failed") {
    return { ...common, outcome: "failed", reason: data.reason || "The recipient's bank declined the transfer." };
  }
  if (event === "transfer.reversed") {
    return { ...common, outcome: "reversed", reason: data.reason || RETURNED_REASON };
  }
  return null;
}
