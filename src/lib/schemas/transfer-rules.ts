// A transfer's messages, quick amounts and recipient rule without zod, for the screens: transfer.ts uses and
// re-exports them, and a screen that imports only these does not load zod.
import type { BankChoice } from "@/lib/banks";
import { fitsNuban } from "@/lib/nuban";
import { readAccountNumber } from "@/lib/account-number";
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

const ACCOUNT_NUMBER_LENGTH = phraseText("validation.accountNumberLength");

type RecipientIssue = { field: "recipientBank" | "recipientAccountNumber"; message: PhraseText };

/**
 * The recipient's checks that need the bank directory, answered the same way on the screen (with the list it
 * fetched) and on the server (with the banks table): the bank must be listed; the number, as people write it
 * (account-number.ts), must be of the bank's shape (a mobile number at a wallet numbered after phones, ten
 * digits elsewhere), and where the numbers are NUBANs the check digit must fit its code. Elsewhere the name
 * enquiry decides. Passing, the digits the bank's name enquiry and payouts take.
 */
export function readRecipient(
  input: { recipientAccountNumber: string; recipientBank: string },
  bank: Pick<BankChoice, "nubanCode" | "phoneNumbers"> | undefined,
): { issue: RecipientIssue } | { accountNumber: string } {
  if (!bank) return { issue: { field: "recipientBank", message: BANK_UNKNOWN } };
  const reading = readAccountNumber(input.recipientAccountNumber, bank);
  if (reading.state !== "ready") {
    const message =
      bank.phoneNumbers || reading.state === "wrongShape"
        ? accountShapeFor(input.recipientBank, bank.phoneNumbers ? "phone" : "nuban")
        : ACCOUNT_NUMBER_LENGTH;
    return { issue: { field: "recipientAccountNumber", message } };
  }
  if (bank.nubanCode !== null && !fitsNuban(reading.accountNumber, bank.nubanCode)) {
    return { issue: { field: "recipientAccountNumber", message: nubanMismatch(input.recipientBank) } };
  }
  return { accountNumber: reading.accountNumber };
}

/** readRecipient's refusal alone, or null when the recipient passes. */
export function recipientIssue(
  input: { recipientAccountNumber: string; recipientBank: string },
  bank: Pick<BankChoice, "nubanCode" | "phoneNumbers"> | undefined,
): RecipientIssue | null {
  const read = readRecipient(input, bank);
  return "issue" in read ? read.issue : null;
}

/** Quick amounts on the amount step. */
export const TRANSFER_QUICK_AMOUNTS = ["1000", "2000", "5000", "10000"] as const;
