import * as z from "./zod";
import { textField } from "./text";
import { phraseText } from "@/i18n/phrase";
import { phoneNumberField } from "./phone-number";
import { sixDigitCode } from "./code";
import { isRefunded, shownStatus } from "@/lib/transaction-display";

/** Why a person reports a transaction, or writes to support without one; the database's SupportCaseReason. */
export const CASE_REASONS = ["WRONG_RECIPIENT", "NOT_RECEIVED", "FAILED_BUT_DEBITED", "FRAUD", "OTHER"] as const;
export type CaseReason = (typeof CASE_REASONS)[number];

/**
 * The reasons "Report this transaction" offers for a transaction as its page shows it: none that the page
 * contradicts (a transfer the bank paid did not "fail", one refunded never reached a wrong recipient). The
 * server takes any reason: this only keeps the choice honest.
 */
export function caseReasonsFor(transaction: {
  transactionType: string;
  status: string;
  scheduledFor?: string | null;
}): CaseReason[] {
  const { transactionType: type, status } = transaction;
  // A send still in its cooling-off has gone nowhere yet (Cancel stops it): only a scam or something else.
  if (type === "SEND" && shownStatus(transaction) === "Scheduled") return ["FRAUD", "OTHER"];
  if (type === "SEND" && isRefunded(status)) return ["FAILED_BUT_DEBITED", "FRAUD", "OTHER"];
  if (type === "SEND" && status === "Completed") return ["WRONG_RECIPIENT", "NOT_RECEIVED", "FRAUD", "OTHER"];
  if (type === "SEND") return ["NOT_RECEIVED", "WRONG_RECIPIENT", "FRAUD", "OTHER"];
  // Money received: nothing of the person's left; a top-up can still have been charged twice or not credited.
  if (type === "RECEIVE") return ["FRAUD", "OTHER"];
  return ["FAILED_BUT_DEBITED", "FRAUD", "OTHER"];
}

export const CASE_STATUSES = ["RECEIVED", "INVESTIGATING", "RESOLVED"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Who opened a case: the person, Veil itself, or someone their transfer reached by mistake. */
export type CaseOrigin = "PERSON" | "SYSTEM" | "RECIPIENT";

/** A note's most characters: enough for what happened, short enough for one email to support. */
export const CASE_NOTE_MAX = 1000;

/**
 * Terminal controls and bidirectional overrides: a note is pasted into support's email as it is, where they
 * could redraw a terminal or make text read backwards. Line breaks and tabs are a person's own.
 */
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** Whether a note (the person's, or support's answer) has none of those characters. */
export function isPlainNote(note: string): boolean {
  return !HIDDEN_CHARACTERS.test(note);
}

const caseNote = textField({
  min: 1,
  max: CASE_NOTE_MAX,
  required: phraseText("validation.caseNote"),
  tooLong: phraseText("validation.caseNoteTooLong", { max: CASE_NOTE_MAX }),
  invalid: phraseText("validation.caseNote"),
}).check(z.refine(isPlainNote, { error: phraseText("validation.caseNotePlain") }));

// The form checks the same bounds first, with the person's language; these words answer only a request that
// did not come from the form.
export const supportCaseSchema = z.strictObject({
  reason: z.enum(CASE_REASONS, { error: phraseText("validation.caseReason") }),
  note: caseNote,
  /** The transaction reported, by its id in the person's history; absent for Contact Support. */
  transactionId: z.optional(
    z.string().check(z.regex(/^[0-9]{1,10}$/, { error: phraseText("serverErrors.transactionNotFound") })),
  ),
});

export type SupportCaseInput = z.infer<typeof supportCaseSchema>;

/**
 * Support for a person who cannot sign in: the wallet's phone number and what happened. The note is checked
 * here so a person hears about it before a code is sent, and sent again with the code that opens the case.
 */
export const signedOutContactSchema = z.strictObject({ phoneNumber: phoneNumberField, note: caseNote });
export const signedOutCaseSchema = z.strictObject({ code: sixDigitCode, note: caseNote });

export type SignedOutContactInput = z.infer<typeof signedOutContactSchema>;
export type SignedOutCaseInput = z.infer<typeof signedOutCaseSchema>;

/** A case as its owner sees it: the reference to quote, what they said, and the timeline. */
export type CaseView = {
  reference: string;
  reason: CaseReason;
  note: string;
  status: CaseStatus;
  origin: CaseOrigin;
  createdAt: string;
  transactionId: string | null;
  events: { status: CaseStatus; note: string | null; at: string }[];
};
