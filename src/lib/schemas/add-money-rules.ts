// The card form's rules and quick amounts without zod (see transfer-rules.ts): the form and the server's
// schema (add-money.ts) read the card number by the same rule.
import { luhnValid } from "@/lib/cards";
import { phraseText } from "@/i18n/phrase";

/** Quick amounts on the card form (docs/product.md). */
export const ADD_MONEY_QUICK_AMOUNTS = ["1000", "5000", "10000", "20000"] as const;

/** Card numbers run from 16 digits (Visa, Mastercard, most Verve) to 19 (some Verve cards). */
export const CARD_NUMBER_DIGITS = /^[0-9]{16,19}$/;
/** The product's text for a number that is too short (or not digits). */
export const CARD_NUMBER_LENGTH = phraseText("validation.cardNumberDigits");
/** A number of the right length whose check digit is wrong: almost always a mistyped digit. */
export const CARD_NUMBER_MISTYPED = phraseText("validation.cardNumberNotValid");

/** More digits than any card has: the product's 16-digit text would be wrong for it. */
export const CARD_NUMBER_TOO_LONG = phraseText("validation.cardNumberTooLong");
/** An expiry before this month: no bank would approve it, so it is refused before anything is recorded. */
export const CARD_EXPIRED = phraseText("validation.cardExpired");

/** The message for a card number (digits only, spaces already removed), or null when it is one. */
export function cardNumberProblem(digits: string): string | null {
  if (/^[0-9]{20,}$/.test(digits)) return CARD_NUMBER_TOO_LONG;
  if (!CARD_NUMBER_DIGITS.test(digits)) return CARD_NUMBER_LENGTH;
  return luhnValid(digits) ? null : CARD_NUMBER_MISTYPED;
}

/** Whether an MM/YY expiry is past: a card is good through the last day of its month (UTC's month here). */
export function expiryPassed(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec(expiry);
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
