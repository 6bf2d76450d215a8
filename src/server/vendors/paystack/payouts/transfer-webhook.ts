// Paystack's transfer events (transfer.success, transfer.failed, transfer.reversed) turned into our shape.
// The webhook's signature is checked before any of this runs (src/server/money/webhooks/paystack-signature.ts).
import { z } from "zod";
import { isStorableText } from "@/lib/schemas/text";
import { payoutNarration } from "@/server/money";
import {
  DECLINED_REASON,
  fromPaystackReference,
  paystackSession,
  RETURNED_REASON,
  sessionIdOf,
} from "./paystack-transfer";
import { asGiven, type Phrase } from "@/i18n/phrase";

export { SIGNATURE_HEADER, signWebhook, validWebhookSignature } from "@/server/money";
export { RETURNED_REASON };

/** What a transfer event means for us: the payout with this reference succeeded, failed or was returned. */
export type PayoutUpdate = { reference: string; amountKobo: bigint; providerReference: string | null } & (
  { outcome: "success" } | { outcome: "failed" | "reversed"; reason: Phrase }
) & { sessionId?: string | null };

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
    session: paystackSession,
  }),
});

/** Paystack event -> our update; null for events that are not about a transfer's outcome. */
export function toPayoutUpdate(json: unknown): PayoutUpdate | null {
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) return null;
  const { event, data } = parsed.data;
  // Paystack only takes lowercase references; ours are uppercase.
  const reference = fromPaystackReference(data.reference);
  const sessionId = sessionIdOf(data.session);
  const common = { reference, amountKobo: BigInt(data.amount), providerReference: data.transfer_code ?? null };
  // A transfer's `reason` is the narration we sent it with, not why it failed: never shown as the cause.
  const given =
    data.reason && data.reason.toUpperCase() !== payoutNarration(reference).toUpperCase() ? data.reason : "";
  const withSession = sessionId ? { sessionId } : {};
  if (event === "transfer.success") return { ...common, outcome: "success", ...withSession };
  if (event === "transfer.failed") {
    return {
      ...common,
      outcome: "failed",
      reason: given ? asGiven(given) : DECLINED_REASON,
      ...withSession,
    };
  }
  if (event === "transfer.reversed")
    return { ...common, outcome: "reversed", reason: given ? asGiven(given) : RETURNED_REASON, ...withSession };
  return null;
}
