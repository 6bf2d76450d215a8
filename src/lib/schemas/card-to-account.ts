import * as z from "./zod";
import { cardDetailsSchema, savedCardIdField } from "./add-money";
import { transferSchema, type TransferInput } from "./transfer";

/** The card a Card to Account transfer is paid from: a saved one, or one typed for this payment. */
const savedCardChoice = z.strictObject({ savedCardId: savedCardIdField });
const newCardChoice = z.strictObject({ cardDetails: cardDetailsSchema });

export type CardChoice = z.output<typeof savedCardChoice> | z.output<typeof newCardChoice>;
export type CardToAccountInput = TransferInput & { payWith: CardChoice };

/**
 * POST /api/transfer/card's body: a transfer's fields (POST /api/transfer's schema) and `payWith`, the card.
 * Each part is read by its own schema, so a refusal carries that schema's message for the field.
 */
export const cardToAccountSchema = z.pipe(
  z.unknown(),
  z.transform((value, context): CardToAccountInput => {
    const body = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    const { payWith, ...transfer } = body;
    const saved = typeof payWith === "object" && payWith !== null && "savedCardId" in payWith;
    const card = (saved ? savedCardChoice : newCardChoice).safeParse(payWith ?? {});
    const parsed = transferSchema.safeParse(transfer);
    if (parsed.success && card.success) return { ...parsed.data, payWith: card.data };
    for (const issue of parsed.success ? [] : parsed.error.issues)
      context.issues.push({ ...issue, input: value } as never);
    for (const issue of card.success ? [] : card.error.issues) {
      context.issues.push({ ...issue, path: ["payWith", ...issue.path], input: value } as never);
    }
    return z.NEVER;
  }),
);
