import * as z from "./zod";
import { MAX_AMOUNT_KOBO, parseAmountToKobo } from "@/lib/money";

export const AMOUNT_REQUIRED = "Amount is required";
/** Spec 8's Invalid Amount toast carries this text; the API answers it for any amount it cannot take. */
export const INVALID_AMOUNT = "Please enter a valid amount.";

/** True for an amount the API takes: a strict decimal string above zero and at most 99,999,999.99. */
export function isValidAmount(value: string): boolean {
  const kobo = parseAmountToKobo(value);
  return kobo !== null && kobo > 0n && kobo <= MAX_AMOUNT_KOBO;
}

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
