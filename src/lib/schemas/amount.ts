import * as z from "./zod";
import { parseAmountToKobo } from "@/lib/money";
import { AMOUNT_REQUIRED, INVALID_AMOUNT, isValidAmount } from "./amount-rules";

/** An amount travels as a string ("1500" or "1500.50"): numbers, booleans and arrays are refused. */
export const amountField = z
  .string({ error: (issue) => (issue.input === undefined ? AMOUNT_REQUIRED : INVALID_AMOUNT) })
  .check(z.minLength(1, { error: AMOUNT_REQUIRED }), z.refine(isValidAmount, { error: INVALID_AMOUNT }));

/** The amount in kobo, for a value amountField has accepted. */
export function amountKobo(value: string): bigint {
  const kobo = parseAmountToKobo(value);
  if (kobo === null) throw new Error("amountKobo takes a validated amount.");
  return kobo;
}
