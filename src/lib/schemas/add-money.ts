import * as z from "./zod";
import { amountField } from "./amount";
import { CARD_EXPIRED, CARD_NUMBER_LENGTH, cardNumberProblem, expiryPassed } from "./add-money-rules";
import { textField } from "./text";
import { phraseText } from "@/i18n/phrase";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The card form as typed: the number grouped by four, the expiry with its slash. */
export const cardDetailsSchema = z.strictObject({
  // Spaces are removed before sending; the server takes either form and keeps neither.
  cardNumber: z.pipe(
    z.pipe(
      z.string({ error: CARD_NUMBER_LENGTH }),
      z.transform((value: string) => value.replace(/ /g, "")),
    ),
    z.string().check(
      z.refine((digits) => cardNumberProblem(digits) === null, {
        error: (issue) => cardNumberProblem(String(issue.input)) ?? CARD_NUMBER_LENGTH,
      }),
    ),
  ),
  expiryDate: z.string({ error: phraseText("validation.expiryFormat") }).check(
    z.regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/, { error: phraseText("validation.expiryFormat"), abort: true }),
    z.refine((expiry) => !expiryPassed(expiry, new Date()), { error: CARD_EXPIRED }),
  ),
  cvv: z
    .string({ error: phraseText("validation.cvvDigits") })
    .check(z.regex(/^[0-9]{3,4}$/, { error: phraseText("validation.cvvDigits") })),
  cardholderName: textField({
    min: 2,
    required: phraseText("validation.cardholderRequired"),
    max: 100,
    tooLong: phraseText("validation.cardholderTooLong"),
    invalid: phraseText("validation.cardholderCharacters"),
    plain: true,
  }),
});

/** POST /api/add-money's body (docs/product.md, The API). */
export const addMoneySchema = z.strictObject({ amount: amountField, cardDetails: cardDetailsSchema });

export const savedCardIdField = z
  .string({ error: phraseText("validation.chooseCard") })
  .check(z.regex(UUID, { error: phraseText("validation.chooseCard") }));

/** A top-up with a card saved earlier: the server charges its authorization, so no card details travel. */
export const savedCardTopUpSchema = z.strictObject({ amount: amountField, savedCardId: savedCardIdField });

/**
 * POST /api/add-money takes either a card's details or a saved card. The body's own keys pick the schema, so a
 * refusal carries that schema's message for the field (a union would only say that neither matched).
 */
export const addMoneyRequestSchema = z.pipe(
  z.unknown(),
  z.transform((value, context): AddMoneyInput | SavedCardTopUpInput => {
    const saved = typeof value === "object" && value !== null && "savedCardId" in value;
    const parsed = saved ? savedCardTopUpSchema.safeParse(value) : addMoneySchema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.issues.push({ ...issue, input: value } as never);
    return z.NEVER;
  }),
);

export type AddMoneyFormInput = z.input<typeof addMoneySchema>;
export type AddMoneyInput = z.output<typeof addMoneySchema>;
export type SavedCardTopUpInput = z.output<typeof savedCardTopUpSchema>;
export type AddMoneyRequest = z.output<typeof addMoneyRequestSchema>;
