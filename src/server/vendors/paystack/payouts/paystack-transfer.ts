// Paystack's transfer record (the answer to POST /transfer and GET /transfer/verify, and the data of its
// transfer.* events) and what it means for a payout. Veil's references are uppercase ("VEIL" + hex) and
// Paystack allows only lowercase, so a reference goes out lowercased and comes back uppercased.
import { z } from "zod";
import { isStorableText } from "@/lib/schemas/text";
import type { PayoutOutcome } from "@/server/money";
import { phrase } from "@/i18n/phrase";

export const DECLINED_REASON = phrase("serverErrors.recipientBankDeclined");
export const RETURNED_REASON = phrase("serverErrors.recipientBankReturned");

/** Veil's reference as Paystack accepts it: 16-50 characters of [a-z0-9_-]. */
export function toPaystackReference(reference: string): string {
  return reference.toLowerCase();
}

/** A reference Paystack gives back, as Veil keeps it. */
export function fromPaystackReference(reference: string): string {
  return reference.toUpperCase();
}

// A session id that is not plain text cannot be a NIP session id: it is dropped, and the transfer still counts.
export const paystackSession = z
  .object({
    provider: z.string().nullish(),
    id: z.union([z.string().max(100).refine(isStorableText), z.number().int().nonnegative()]).nullish(),
  })
  .nullish()
  .catch(null);

export const paystackTransfer = z.object({
  reference: z.string().min(1).max(100),
  amount: z.number().int().nonnegative(),
  status: z.string().min(1).max(40),
  transfer_code: z.string().min(1).max(100),
  session: paystackSession,
});

export type PaystackTransfer = z.infer<typeof paystackTransfer>;

/** The NIP session id in a Paystack session object, when it holds one. */
export function sessionIdOf(session: z.infer<typeof paystackSession>): string | null {
  const id = session?.id;
  if (id === undefined || id === null || String(id).trim() === "") return null;
  return String(id).slice(0, 100);
}

const FAILED = new Set(["failed", "abandoned", "rejected", "blocked"]);

/**
 * A transfer's status as a payout outcome. "success" and "reversed" are final; a failure is final only for
 * statuses in which Paystack will not try again. Every other status ("pending", "received", "queued", "otp", ...)
 * is pending: the webhook or a later verify settles it.
 */
export function transferOutcome(transfer: PaystackTransfer): PayoutOutcome {
  const providerReference = transfer.transfer_code;
  const sessionId = sessionIdOf(transfer.session);
  const status = transfer.status.toLowerCase();
  if (status === "success") return { status: "success", providerReference, sessionId };
  if (status === "reversed") return { status: "reversed", providerReference, reason: RETURNED_REASON, sessionId };
  if (FAILED.has(status)) return { status: "failed", providerReference, reason: DECLINED_REASON, sessionId };
  return { status: "pending", providerReference, sessionId, providerStatus: status.slice(0, 40) };
}
