import { translator } from "@/i18n/translator";
import type { Language } from "@/i18n/locales";
import { CONSENT_KEYS, type ConsentPurpose } from "@/lib/identity-consent";

/** The words beside a consent's checkbox, in the language the screen showed them in. */
export function consentWords(purpose: ConsentPurpose, language: Language): string {
  return translator(language)(`identity.consent.${CONSENT_KEYS[purpose]}`);
}
