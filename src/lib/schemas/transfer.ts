import * as z from "./zod";
import { BANK_NAMES } from "@/lib/banks";
import { isValidNuban } from "@/lib/nuban";
import { amountField } from "./amount";
import { nubanMismatch } from "./transfer-rules";
import { textField } from "./text";

export const BANK_REQUIRED = "Bank is required";

const accountNumberField = z
  .string({ error: "Account number must be at least 10 digits" })
  .check(
    z.minLength(10, { error: "Account number must be at least 10 digits" }),
    z.regex(/^[0-9]{10}$/, { error: "Account number must be 10 digits" }),
  );

const bankField = z.pipe(
  z.string({ error: BANK_REQUIRED }).check(z.minLength(1, { error: BANK_REQUIRED })),
  z.enum(BANK_NAMES, { error: "Choose a bank from the list" }),
);

/** The NUBAN check digit is checked before any provider is asked, on the screen and on the server. */
const checkNuban = z.superRefine((value: { recipientAccountNumber: string; recipientBank: string }, ctx) => {
  if (!isValidNuban(value.recipientAccountNumber, value.recipientBank)) {
    ctx.addIssue({ code: "custom", path: ["recipientAccountNumber"], message: nubanMismatch(value.recipientBank) });
  }
});

const recipientShape = { recipientAccountNumber: accountNumberField, recipientBank: bankField };

/** Send Money, step 1, and the name enquiry it makes. */
export const recipientSchema = z.strictObject(recipientShape).check(checkNuban);

/** POST /api/transfer's body (docs/product.md, The API). The recipient's name is not in it: the server looks it up. */
export const transferSchema = z
  .strictObject({
    ...recipientShape,
    amount: amountField,
    description: z.optional(
      textField({
        max: 100,
        tooLong: "Note must be 100 characters or fewer",
        invalid: "Note contains characters we can't accept. Please remove them.",
      }),
    ),
  })
  .check(checkNuban);

export type RecipientInput = z.infer<typeof recipientSchema>;
export type TransferInput = z.infer<typeof transferSchema>;
