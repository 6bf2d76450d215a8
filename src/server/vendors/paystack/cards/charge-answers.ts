// Paystack's answers about a charge, read into the cards port's terms. Only the fields Veil uses are parsed;
// anything else Paystack sends is ignored. A status Veil does not know is read as "not decided yet", so it is
// verified later rather than guessed at.
import { z } from "zod";
import type { CardAuthorization, ChargeOutcome, ChargeStatus } from "@/server/money";
import { toVeilReference } from "./references";
import { phrase, type Phrase } from "@/i18n/phrase";
import { declinePhrase } from "@/server/vendors/card-decline-phrases";

const authorizationSchema = z
  .object({
    authorization_code: z.string().nullish(),
    signature: z.string().nullish(),
    last4: z.string().nullish(),
    exp_month: z.union([z.string(), z.number()]).nullish(),
    exp_year: z.union([z.string(), z.number()]).nullish(),
    brand: z.string().nullish(),
    card_type: z.string().nullish(),
    bank: z.string().nullish(),
    reusable: z.boolean().nullish(),
  })
  .nullish();

export const chargeDataSchema = z.object({
  status: z.string(),
  reference: z.string().nullish(),
  id: z.union([z.number(), z.string()]).nullish(),
  amount: z.number().int().nullish(),
  currency: z.string().nullish(),
  message: z.string().nullish(),
  gateway_response: z.string().nullish(),
  display_text: z.string().nullish(),
  url: z.string().nullish(),
  authorization: authorizationSchema,
});

export type ChargeData = z.infer<typeof chargeDataSchema>;

export const PAYSTACK_DECLINED = phrase("serverErrors.cardDeclined");

const BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", verve: "Verve" };

function authorizationOf(data: ChargeData): CardAuthorization | undefined {
  const a = data.authorization;
  if (!a?.authorization_code || !a.signature || !a.last4 || !/^[0-9]{4}$/.test(a.last4)) return undefined;
  const brand = (a.brand ?? a.card_type ?? "").trim().toLowerCase();
  return {
    code: a.authorization_code,
    signature: a.signature,
    brand: BRANDS[brand] ?? "Card",
    last4: a.last4,
    expMonth: Number(a.exp_month),
    expYear: Number(a.exp_year),
    bank: a.bank?.trim() || null,
    reusable: a.reusable === true,
  };
}

/** Paystack's reason, as a sentence; its one-word codes ("Declined") read badly alone. */
function declineReason(data: ChargeData): Phrase {
  const said = (data.message || data.gateway_response || "").trim();
  if (!said || said.length < 12 || !/\s/.test(said)) return PAYSTACK_DECLINED;
  return declinePhrase(said);
}

function providerReferenceOf(data: ChargeData): string {
  return data.id !== undefined && data.id !== null ? String(data.id) : (data.reference ?? "");
}

/** An answer to POST /charge, a submit_* step or charge_authorization. */
export function chargeOutcomeFrom(data: ChargeData): ChargeOutcome {
  switch (data.status) {
    case "success":
      return approvedFrom(data);
    case "failed":
      return declinedFrom(data);
    case "send_pin":
      return { status: "action", action: { type: "send_pin" } };
    case "send_otp":
    case "send_phone":
    case "send_birthday":
      return {
        status: "action",
        action: { type: data.status, ...(data.display_text ? { displayText: data.display_text } : {}) },
      };
    case "open_url":
      return data.url ? { status: "action", action: { type: "open_url", url: data.url } } : { status: "pending" };
    default:
      return { status: "pending" };
  }
}

/** An answer to GET /transaction/verify/:reference. */
export function chargeStatusFrom(data: ChargeData): ChargeStatus {
  switch (data.status) {
    case "success":
      return approvedFrom(data);
    case "failed":
      return declinedFrom(data);
    case "reversed":
      return { status: "voided", providerReference: providerReferenceOf(data) || null };
    default:
      // "abandoned", "ongoing", "pending", "processing", "queued" and the send_* steps: not decided yet.
      return { status: "pending" };
  }
}

function declinedFrom(data: ChargeData) {
  return {
    status: "declined" as const,
    providerReference: providerReferenceOf(data) || null,
    reason: declineReason(data),
  };
}

function approvedFrom(data: ChargeData): ChargeOutcome & { status: "approved" } {
  const authorization = authorizationOf(data);
  return {
    status: "approved",
    providerReference: providerReferenceOf(data),
    // An answer with no Veil reference or amount cannot match a top-up: it is never credited.
    reference: toVeilReference(data.reference) ?? "",
    amountKobo: BigInt(data.amount ?? -1),
    currency: data.currency ?? "",
    ...(authorization ? { authorization } : {}),
  };
}
