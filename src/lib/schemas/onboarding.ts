import * as z from "./zod";
import { phoneNumberField } from "./phone-number";
import { textField } from "./text";
import { emailField, newPasswordField, withConfirmation } from "./password";
import { sixDigitCode } from "./code";
import { NIGERIAN_STATES } from "../nigerian-states";
import { languageField } from "./settings";
import { phraseText } from "@/i18n/phrase";

// The onboarding's calls and its forms share these schemas, and their messages (docs/product.md, Validation).

export const CONSENT_REQUIRED = phraseText("validation.identityConsentRequired");

/** The consent checkbox: only `true` is accepted, with a person's sentence for anything else. */
export const consentField = z.literal(true, { error: CONSENT_REQUIRED });

/**
 * The language the form showed the consent's words in, recorded with them (the page's own, which a language
 * changed meanwhile in another tab does not alter). Absent, the request's language stands for it.
 */
export const consentLanguageField = z.optional(languageField);

export const BVN_FORMAT = phraseText("validation.bvnElevenDigits");
export const bvnField = z.string().check(z.regex(/^\d{11}$/, { error: BVN_FORMAT }));

/** An identity (BVN or NIN) that already opened an account: onboarding and upgrades refuse it in these words. */
export const IDENTITY_LINKED = phraseText("validation.identityLinked");

export const bvnSchema = z.strictObject({
  bvn: bvnField,
  consent: consentField,
  consentLanguage: consentLanguageField,
});

export const phoneVerificationSchema = z.strictObject({
  phoneNumber: phoneNumberField,
  consent: consentField,
  consentLanguage: consentLanguageField,
});

/** Step 1's code, sent to the phone number the identity is registered to. */
export const identityCodeSchema = z.strictObject({ code: sixDigitCode });

export const STATE_REQUIRED = phraseText("validation.chooseState");
export const stateField = z.enum(NIGERIAN_STATES, { error: STATE_REQUIRED });

export const profileSchema = z.strictObject({
  fullName: textField({
    min: 3,
    required: phraseText("validation.fullNameRequired"),
    max: 100,
    tooLong: phraseText("validation.fullNameTooLong"),
    invalid: phraseText("validation.fullNameCharacters"),
  }),
  dateOfBirth: z.string().check(
    z.minLength(1, { error: phraseText("validation.dateOfBirthRequired") }),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: phraseText("validation.dateOfBirthRequired") }),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: phraseText("validation.dateOfBirthRequired"),
    }),
  ),
  address: textField({
    min: 5,
    required: phraseText("validation.addressRequired"),
    max: 200,
    tooLong: phraseText("validation.addressTooLong"),
    invalid: phraseText("validation.addressCharacters"),
  }),
  state: stateField,
  /** "Verify my face later": finish onboarding without a matched selfie, at tier 1. */
  selfieLater: z.optional(z.boolean()),
});

export const walletSchema = withConfirmation({ email: emailField, password: newPasswordField }, "password");

export type BvnInput = z.infer<typeof bvnSchema>;
export type PhoneVerificationInput = z.infer<typeof phoneVerificationSchema>;
export type IdentityCodeInput = z.infer<typeof identityCodeSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type WalletInput = z.infer<typeof walletSchema>;

/** What the right code releases: phoneNumber only for a BVN. */
export type VerifiedIdentity = { fullName: string; dateOfBirth: string; phoneNumber?: string; address: string };

/** What step 1 and a resend answer: where the code went, by its last two digits. */
export type CodeSent = { phoneEnding: string; messageId: string };
