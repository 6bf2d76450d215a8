// An account number as people write it, read for the bank it goes to. Banks number accounts by NUBAN (10 digits,
// a check digit; nuban.ts); OPay, PalmPay, Moniepoint and the like number a wallet after its holder's phone, and
// their name enquiry takes the number without its leading 0 (803 123 4567). People write a phone number as
// 0803 123 4567, 0803-123-4567, +234 803 123 4567 or 08031234567: every one of those reads the same.
import type { BankChoice } from "./banks";
import { fitsNuban } from "./nuban";

/** The longest way of writing one: "+234 803 123 4567". */
export const ACCOUNT_NUMBER_MAX_TYPED = 17;

/** Keeps what a person may type in an account number (digits, spaces, dashes, a plus) and drops the rest. */
export function typedAccountNumber(typed: string): string {
  return typed.replace(/[^0-9+\- ]/g, "").slice(0, ACCOUNT_NUMBER_MAX_TYPED);
}

function digitsOf(typed: string): string {
  return typed.replace(/[^0-9+]/g, "");
}

/** A wallet's 10 digits as people write the phone number: "8031234567" -> "0803 123 4567". */
export function phoneWritten(tenDigits: string): string {
  return `0${tenDigits.slice(0, 3)} ${tenDigits.slice(3, 6)} ${tenDigits.slice(6)}`;
}

/** A Nigerian mobile number in any usual writing, as a phone-numbered wallet's 10 digits, or null. */
export function walletNumber(typed: string): string | null {
  const match = /^(?:\+?234|0)?([789][01][0-9]{8})$/.exec(digitsOf(typed));
  return match ? match[1]! : null;
}

const ANY_DIGIT = "0123456789";
/** A phone number's usual writings, each as the characters allowed at each place. */
const PHONE_FORMS = ["0", "+234", "234", ""].map((prefix) => [
  ...prefix.split(""),
  "789",
  "01",
  ...Array<string>(8).fill(ANY_DIGIT),
]);

/** Whether more digits could make these the start of a phone number in one of its usual writings. */
function couldBecomePhone(digits: string): boolean {
  return PHONE_FORMS.some(
    (form) => digits.length < form.length && [...digits].every((char, at) => form[at]!.includes(char)),
  );
}

/** Whether it is written as a whole phone number (with its 0 or +234), which no NUBAN is. */
function writtenAsPhone(typed: string): boolean {
  return /^(?:\+?234|0)[789][01][0-9]{8}$/.test(digitsOf(typed));
}

export type AccountReading =
  /** Not finished yet: nothing to say. */
  | { state: "typing" }
  | { state: "ready"; accountNumber: string }
  /** Finished, and not what this bank's numbers look like: the message says which the bank expects. */
  | { state: "wrongShape"; expects: "nuban" | "phone" };

/** What the typed number is for this bank: the 10 digits its name enquiry takes, still being typed, or the wrong shape. */
export function readAccountNumber(typed: string, bank: Pick<BankChoice, "phoneNumbers">): AccountReading {
  const digits = digitsOf(typed);
  if (bank.phoneNumbers) {
    const wallet = walletNumber(typed);
    if (wallet) return { state: "ready", accountNumber: wallet };
    // "0803 123 456" may become a phone number with one more digit; "0123456789" never will.
    return couldBecomePhone(digits) || digits.length < 10
      ? { state: "typing" }
      : { state: "wrongShape", expects: "phone" };
  }
  if (/^[0-9]{10}$/.test(digits)) return { state: "ready", accountNumber: digits };
  return digits.length > 10 ? { state: "wrongShape", expects: "nuban" } : { state: "typing" };
}

/**
 * The banks the number could belong to, for the person to choose from: the phone-numbered wallets for a number
 * written as a phone, and the banks whose NUBAN check digit fits ten digits (about one in ten does, by chance),
 * the person's own recent banks first, then the directory's order. Worked out here: no vendor is asked.
 */
export function guessBanks(
  typed: string,
  banks: readonly BankChoice[],
  recentBanks: readonly string[] = [],
  most = 6,
): BankChoice[] {
  const digits = digitsOf(typed);
  const asPhone = writtenAsPhone(typed);
  if (!asPhone && !/^[0-9]{10}$/.test(digits)) return [];
  const wallet = walletNumber(typed);
  const fits = banks.filter((bank) =>
    bank.phoneNumbers ? wallet !== null : !asPhone && bank.nubanCode !== null && fitsNuban(digits, bank.nubanCode),
  );
  const rank = (bank: BankChoice) => {
    const recent = recentBanks.indexOf(bank.name);
    return recent < 0 ? recentBanks.length : recent;
  };
  return fits
    .map((bank, index) => ({ bank, index }))
    .sort((a, b) => rank(a.bank) - rank(b.bank) || a.index - b.index)
    .slice(0, most)
    .map(({ bank }) => bank);
}
