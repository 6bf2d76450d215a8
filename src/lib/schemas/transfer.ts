import * as z from "./zod";
import { amountField } from "./amount";
import { BANK_REQUIRED, BANK_UNKNOWN } from "./transfer-rules";
import { storableText, textField } from "./text";

export { BANK_REQUIRED } from "./transfer-rules";

const accountNumberField = z
  .string({ error: "Account number must be at least 10 digits" })
  .check(
    z.minLength(10, { error: "Account number must be at least 10 digits" }),
    z.regex(/^[0-9]{10}$/, { error: "Account number must be 10 digits" }),
  );

/** The bank's name as the list shows it. Only its shape is checked here: whether the directory lists it, and
 * whether the account number fits it, is recipientIssue's (transfer-rules.ts), with the list at hand. */
const bankField = z
  .string({ error: BANK_REQUIRED })
  .check(
    z.minLength(1, { error: BANK_REQUIRED }),
    z.maxLength(100, { error: BANK_UNKNOWN }),
    storableText(BANK_UNKNOWN),
  );

const recipientShape = { recipientAccountNumber: accountNumberField, recipientBank: bankField };

/** Send Money, step 1, and the name enquiry it makes. */
export const recipientSchema = z.strictObject(recipientShape);

/** POST /api/transfer's body (docs/product.md, The API). The recipient's name is not in it: the server looks it up. */
export const transferSchema = z.strictObject({
  ...recipientShape,
  amount: amountField,
  description: z.optional(
    textField({
      max: 100,
      tooLong: "Note must be 100 characters or fewer",
      invalid: "Note contains characters we can't accept. Please remove them.",
      plain: true,
    }),
  ),
});

export type RecipientInput = z.infer<typeof recipientSchema>;
export type TransferInput = z.infer<typeof transferSchema>;
