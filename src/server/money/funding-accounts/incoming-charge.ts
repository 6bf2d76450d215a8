// Paystack's charge.success for money sent to a dedicated account (channel "dedicated_nuban") -> ours. The
// account it arrived in is in metadata.receiver_account_number or authorization.receiver_bank_account_number;
// the sender's name, bank and (masked) account number are in authorization.
import { z } from "zod";
import { isStorableText } from "@/lib/schemas/text";
import { cleanName } from "@/lib/names";

const text = (max: number) => z.string().max(max).refine(isStorableText);
const optionalText = (max: number) => text(max).nullish().catch(null);

const chargeData = z.object({
  reference: text(100).min(1),
  amount: z.number().int(),
  currency: z.string().max(10),
  channel: z.string().max(50),
  status: z.string().max(50).nullish(),
  paid_at: z.string().max(50).nullish().catch(null),
  metadata: z.unknown(),
  authorization: z
    .object({
      sender_name: optionalText(200),
      sender_bank: optionalText(200),
      sender_bank_account_number: optionalText(20),
      receiver_bank_account_number: optionalText(20),
    })
    .nullish(),
});

export type IncomingCharge = {
  reference: string;
  amountKobo: bigint;
  currency: string;
  receiverAccountNumber: string;
  senderName: string;
  senderBank: string | null;
  senderAccountNumber: string | null;
  paidAt: Date | null;
};

/** Paystack sends metadata as an object, and on some integrations as a JSON string. */
function receiverFromMetadata(metadata: unknown): string | null {
  let value = metadata;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const found = (value as { receiver_account_number?: unknown } | null)?.receiver_account_number;
  return typeof found === "string" ? found : null;
}

/** The deposit a charge.success describes; null when it is not a successful deposit to a dedicated account. */
export function toIncomingCharge(data: unknown): IncomingCharge | null {
  const parsed = chargeData.safeParse(data);
  if (!parsed.success) return null;
  const charge = parsed.data;
  if (charge.channel !== "dedicated_nuban" || (charge.status && charge.status !== "success")) return null;
  const receiver = receiverFromMetadata(charge.metadata) ?? charge.authorization?.receiver_bank_account_number;
  if (!receiver || !/^[0-9]{10}$/.test(receiver)) return null;
  const paidAt = charge.paid_at ? new Date(charge.paid_at) : null;
  return {
    reference: charge.reference,
    amountKobo: BigInt(charge.amount),
    currency: charge.currency,
    receiverAccountNumber: receiver,
    // The sender's bank writes these: shown as "Received from {name}", so nothing in them may reorder the line.
    senderName: cleanName(charge.authorization?.sender_name ?? "") || "Unknown Sender",
    senderBank: cleanName(charge.authorization?.sender_bank ?? "") || null,
    senderAccountNumber: charge.authorization?.sender_bank_account_number?.trim() || null,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
}
