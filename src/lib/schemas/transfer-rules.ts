// A transfer's messages, quick amounts and recipient rule without zod, for the screens: transfer.ts uses and
// re-exports them, and a screen that imports only these does not load zod.
import type { BankChoice } from "@/lib/banks";
import { fitsNuban } from "@/lib/nuban";
import { walletNumber } from "@/lib/account-number";
import { phraseText, type PhraseText } from "@/i18n/phrase";

/** The Insufficient Balance text: the amount step's toast and the server's refusal. */
export const INSUFFICIENT_BALANCE = phraseText("validation.insufficientBalance");
/** The Verification Failed text for a recipient: the screen's toast and the server's messages. */
export const RECIPIENT_NOT_VERIFIED = phraseText("validation.recipientNotVerified");

export function nubanMismatch(bank: string): PhraseText {
  return phraseText("validation.nubanMismatch", { bank });
}

/** A number of the wrong shape for the bank: its phone-numbered wallets, or NUBANs everywhere else. */
export function accountShapeFor(bank: string, expects: "nuban" | "phone"): PhraseText {
  return phraseText(expects === "phone" ? "validation.walletNumberShape" : "validation.nubanNotPhone", { bank });
}

export const BANK_REQUIRED = phraseText("validation.bankRequired");
export const BANK_UNKNOWN = phraseText("validation.bankUnknown");

/**
 * The recipient's checks that need the bank directory, answered the same way on the screen (with the list it
 * fetched) and on the server (with the banks table): the bank must be listed; a wallet numbered after phones
 * takes a mobile number's 10 digits; where the numbers are NUBANs the check digit must fit its code. Elsewhere
 * the name enquiry decides. Null when all pass.
 */
export function recipientIssue(
  input: { recipientAccountNumber: string; recipientBank: string },
  bank: Pick<BankChoice, "nubanCode" | "phoneNumbers"> | undefined,
): { field: "recipientBank" | "recipientAccountNumber"; message: PhraseText } | null {
  if (!bank) return { field: "recipientBank", message: BANK_UNKNOWN };
  if (bank.phoneNumbers && walletNumber(input.recipientAccountNumber) !== input.recipientAccountNumber) {
    return { field: "recipientAccountNumber", message: accountShapeFor(input.recipientBank, "phone") };
  }
  if (bank.nubanCode !== null && !fitsNuban(input.recipientAccountNumber, bank.nubanCode)) {
    return { field: "recipientAccountNumber", message: nubanMismatch(input.recipientBank) };
  }
  return null;
}

/** Quick amounts on the amount step. */
export const TRANSFER_QUICK_AMOUNTS = ["1000", "2000", "5000", "10000"] as const;
