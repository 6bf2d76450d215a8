import * as z from "./zod";
import { textField } from "./text";
import { NIGERIAN_STATES } from "@/lib/nigerian-states";
import { consentLanguageField } from "./onboarding";
import { phraseText } from "@/i18n/phrase";

// "Raise your limits": the forms at /limits and the handlers under /api/identity share these schemas and their
// messages (docs/decisions/identity-tiers.md). The consent words are recorded with each lookup as shown
// (src/lib/identity-consent.ts).

const CONSENT_REQUIRED = phraseText("validation.addressConsentRequired");

const consentField = z.literal(true, { error: CONSENT_REQUIRED });

export const bvnUpgradeSchema = z.strictObject({
  bvn: z
    .string({ error: phraseText("validation.bvnElevenDigits") })
    .check(z.regex(/^\d{11}$/, { error: phraseText("validation.bvnElevenDigits") })),
  consent: consentField,
  consentLanguage: consentLanguageField,
});

export const ninSchema = z.strictObject({
  nin: z
    .string({ error: phraseText("validation.ninElevenDigits") })
    .check(z.regex(/^\d{11}$/, { error: phraseText("validation.ninElevenDigits") })),
  consent: consentField,
  consentLanguage: consentLanguageField,
});

export const addressSchema = z.strictObject({
  street: textField({
    min: 5,
    required: phraseText("validation.streetRequired"),
    max: 200,
    tooLong: phraseText("validation.streetTooLong"),
    invalid: phraseText("validation.streetCharacters"),
  }),
  city: textField({
    min: 2,
    required: phraseText("validation.cityRequired"),
    max: 100,
    tooLong: phraseText("validation.cityTooLong"),
    invalid: phraseText("validation.cityCharacters"),
  }),
  state: z.enum(NIGERIAN_STATES, { error: phraseText("validation.chooseState") }),
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
