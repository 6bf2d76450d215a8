import * as z from "./zod";
import { isPlainText, isStorableText, textField } from "./text";
import { isPlainNote } from "./support-case";
import { amountField } from "./amount";
import { phraseText } from "@/i18n/phrase";
import { normalizeNigerianPhone } from "@/lib/phone";

/** What a bank alert shows for a Veil transfer: "Veil VEIL" and twenty hex digits (payoutNarration). */
const REFERENCE = /^VEIL[0-9A-F]{20}$/;

/** The reference as people copy it from an alert: with the narration's "Veil ", spaces, any case. */
export function normalizeAlertReference(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.startsWith("VEILVEIL") ? compact.slice(4) : compact;
}

/** Deliberately loose: the server reads the address once it is past the form. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Nigerian mobile number or an email address, for support to reach the person who reports. */
export function isReachableContact(value: string): boolean {
  const trimmed = value.trim();
  // Support reads it as typed: nothing hidden or reordering may make it look like another address.
  if (!isStorableText(trimmed) || !isPlainText(trimmed)) return false;
  return normalizeNigerianPhone(trimmed) !== null || (trimmed.length <= 254 && EMAIL.test(trimmed));
}

/** The most characters of the optional note from the person who received the money. */
export const MISTAKE_NOTE_MAX = 500;

/**
 * Money received by mistake (/r/mistake): what the person's own bank alert shows (the reference and the
 * amount), the last four digits of their account, and how support can reach them. Nothing names the sender.
 */
export const mistakenPaymentSchema = z.strictObject({
  reference: z.string({ error: phraseText("validation.mistakeReference") }).check(
    z.refine((value) => REFERENCE.test(normalizeAlertReference(value)), {
      error: phraseText("validation.mistakeReference"),
    }),
  ),
  amount: amountField,
  accountLast4: z
    .string({ error: phraseText("validation.mistakeLast4") })
    .check(z.regex(/^[0-9]{4}$/, { error: phraseText("validation.mistakeLast4") })),
  contact: z
    .string({ error: phraseText("validation.mistakeContact") })
    .check(z.trim(), z.refine(isReachableContact, { error: phraseText("validation.mistakeContact") })),
  // Written like a case note: line breaks are the person's own, hidden characters are not.
  note: z.optional(
    textField({
      max: MISTAKE_NOTE_MAX,
      tooLong: phraseText("validation.mistakeNoteTooLong", { max: MISTAKE_NOTE_MAX }),
      invalid: phraseText("validation.caseNotePlain"),
    }).check(z.refine(isPlainNote, { error: phraseText("validation.caseNotePlain") })),
  ),
});

export type MistakenPaymentInput = z.infer<typeof mistakenPaymentSchema>;
