import * as z from "./zod";
import { amountField } from "./amount";
import { BANK_REQUIRED, BANK_UNKNOWN } from "./transfer-rules";
import { storableText, textField } from "./text";
import { phraseText } from "@/i18n/phrase";
import { ACCOUNT_NUMBER_MAX_TYPED } from "@/lib/account-number";

export { BANK_REQUIRED } from "./transfer-rules";

/**
 * The number as people write it (10 digits, or a phone number with spaces, dashes or +234): which of those the
 * bank takes, and the digits it is sent as, are readRecipient's (transfer-rules.ts), with the bank at hand.
 */
const accountNumberField = z
  .string({ error: phraseText("validation.accountNumberMin") })
  .check(
    z.minLength(10, { error: phraseText("validation.accountNumberMin") }),
    z.maxLength(ACCOUNT_NUMBER_MAX_TYPED, { error: phraseText("validation.accountNumberLength") }),
    z.regex(/^\+?[0-9][0-9 -]*$/, { error: phraseText("validation.accountNumberLength") }),
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
      tooLong: phraseText("validation.noteTooLong"),
      invalid: phraseText("validation.noteCharacters"),
      plain: true,
    }),
  ),
  /** The name the sender expects the account to have: a transfer whose bank says otherwise needs sendAnyway. */
  payeeName: z.optional(
    textField({
      max: 100,
      tooLong: phraseText("validation.payeeNameTooLong"),
      invalid: phraseText("validation.payeeNameCharacters"),
      plain: true,
    }),
  ),
  sendAnyway: z.optional(z.boolean({ error: phraseText("validation.sendAnyway") })),
  /** The scam check's two answers, given before the PIN when the send is risky (risky-send.ts says when). */
  scamCheck: z.optional(
    z.strictObject(
      {
        askedBySomeone: z.boolean({ error: phraseText("validation.scamCheck") }),
        promisedSomething: z.boolean({ error: phraseText("validation.scamCheck") }),
      },
      { error: phraseText("validation.scamCheck") },
    ),
  ),
});

export type RecipientInput = z.infer<typeof recipientSchema>;
export type TransferInput = z.infer<typeof transferSchema>;
export type ScamCheckAnswers = NonNullable<TransferInput["scamCheck"]>;

/** POST /api/transfer/check: whether a send will ask the scam check, or wait, before the PIN is asked for. */
export const sendCheckSchema = z.strictObject({ ...recipientShape, amount: amountField });
