import * as z from "./zod";
import { textField } from "./text";
import { NIGERIAN_STATES } from "@/lib/nigerian-states";
import { consentLanguageField } from "./onboarding";

// "Raise your limits": the forms at /limits and the handlers under /api/identity share these schemas and their
// messages (docs/decisions/identity-tiers.md). The consent words are recorded with each lookup as shown
// (src/lib/identity-consent.ts).

const CONSENT_REQUIRED = "Please tick the box to agree before we check.";

const consentField = z.literal(true, { error: CONSENT_REQUIRED });

export const bvnUpgradeSchema = z.strictObject({
  bvn: z.string({ error: "BVN must be 11 digits" }).check(z.regex(/^\d{11}$/, { error: "BVN must be 11 digits" })),
  consent: consentField,
  consentLanguage: consentLanguageField,
});

export const ninSchema = z.strictObject({
  nin: z.string({ error: "NIN must be 11 digits" }).check(z.regex(/^\d{11}$/, { error: "NIN must be 11 digits" })),
  consent: consentField,
  consentLanguage: consentLanguageField,
});

export const addressSchema = z.strictObject({
  street: textField({
    min: 5,
    required: "Street address is required",
    max: 200,
    tooLong: "Street address is too long",
    invalid: "Street address contains characters we can't accept",
  }),
  city: textField({
    min: 2,
    required: "Town or city is required",
    max: 100,
    tooLong: "Town or city is too long",
    invalid: "Town or city contains characters we can't accept",
  }),
  state: z.enum(NIGERIAN_STATES, { error: "Choose your state" }),
  consent: consentField,
  consentLanguage: consentLanguageField,
});

/** A multipart form's checkbox arrives as "true" or "on"; anything else is not a tick. */
export function consentFromForm(value: FormDataEntryValue | null): boolean {
  return value === "true" || value === "on";
}

export type BvnUpgradeInput = z.infer<typeof bvnUpgradeSchema>;
export type NinInput = z.infer<typeof ninSchema>;
export type AddressInput = z.infer<typeof addressSchema>;
