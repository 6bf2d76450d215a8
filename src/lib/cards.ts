// Card numbers as the add-money form and the cards sandbox read them. Nothing here stores or logs a number.

export type CardBrand = "Visa" | "Mastercard" | "Verve" | "Card";

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand from the number's first digits (Verve's BINs are Nigeria's domestic scheme). */
export function cardBrand(digits: string): CardBrand {
  const six = Number(digits.slice(0, 6));
  // 5060 66 and 5078 50 are the BINs of Paystack's Verve test cards.
  if (
    six === 506066 ||
    six === 507850 ||
    (six >= 506099 && six <= 506198) ||
    (six >= 650002 && six <= 650027) ||
    (six >= 507865 && six <= 507964)
  ) {
    return "Verve";
  }
  if (digits.startsWith("4")) return "Visa";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "Mastercard";
  return "Card";
}

/** Only ever these four digits are kept, with the brand. */
export function lastFour(digits: string): string {
  return digits.slice(-4);
}

/** The card number field's length: 19 digits (the longest Verve number) grouped by four. */
export const GROUPED_CARD_NUMBER_LENGTH = 19 + 4;

/** "4084084084084081" -> "4084 0840 8408 4081", as the card number field shows it while typing. */
export function groupCardNumber(input: string): string {
  return input
    .replace(/[^0-9]/g, "")
    .slice(0, 19)
    .replace(/(.{4})(?=.)/g, "$1 ");
}

/** The expiry field: digits only, with the slash inserted after the month ("1228" -> "12/28"). */
export function formatExpiryInput(input: string): string {
  const digits = input.replace(/[^0-9]/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** True while a card expiring "MM/YY" can still be used: through the last day of that month. */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() < firstDayAfter;
}

/** A saved card as a person sees it: never what the card processor charges it by. */
export type SavedCardView = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  bank: string | null;
  /** The owner's name for it, if they gave one. */
  name: string | null;
  /** The card Add Money offers first. */
  isDefault: boolean;
};

/** "Visa •••• 4081", or "Salary card · Visa •••• 4081" once named, as the card lists and Add Money name a card. */
export function savedCardLabel(card: { brand: string; last4: string; name?: string | null }): string {
  const number = `${card.brand} •••• ${card.last4}`;
  return card.name ? `${card.name} · ${number}` : number;
}

/** "09/30" */
export function savedCardExpiry(card: { expMonth: number; expYear: number }): string {
  return `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`;
}

/** What a card's bank asks the person for before it decides a charge (the cards port and the screens). */
export type CardAction =
  | { type: "send_pin" }
  | { type: "send_otp"; displayText?: string }
  | { type: "send_phone"; displayText?: string }
  | { type: "send_birthday"; displayText?: string }
  | { type: "open_url"; url: string };
