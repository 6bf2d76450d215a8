// The amount's rules and messages without zod, for screens that check an amount as it is typed: amount.ts
// builds the schema from them, and a screen that imports only these does not load zod.
import { MAX_AMOUNT_KOBO, parseAmountToKobo } from "@/lib/money";
import { phraseText } from "@/i18n/phrase";

export const AMOUNT_REQUIRED = phraseText("validation.amountRequired");
/** The Invalid Amount toast carries this text; the API answers it for any amount it cannot take. */
export const INVALID_AMOUNT = phraseText("validation.invalidAmount");

/** True for an amount the API takes: a strict decimal string above zero and at most 99,999,999.99. */
export function isValidAmount(value: string): boolean {
  const kobo = parseAmountToKobo(value);
  return kobo !== null && kobo > 0n && kobo <= MAX_AMOUNT_KOBO;
}
