import { z } from "./zod";
import { BANK_NAMES, type BankName } from "@/lib/banks";
import { isValidNuban } from "@/lib/nuban";
import { amountField } from "./amount";

export const BANK_REQUIRED = "Bank is required";
/** Spec 8's Insufficient Balance text: the amount step's toast and the server's refusal. */
export const INSUFFICIENT_BALANCE = "You don't have enough balance for this transfer.";
/** Spec 8's Verification Failed text for a recipient: the screen's toast and the server's messages. */
export const RECIPIENT_NOT_VERIFIED = "There was a problem verifying the recipient.";

const accountNumberField = z
  .string({ error: "Account number must be at least 10 digits" })
  .min(10, { error: "Account number must be at least 10 digits" })
  .regex(/^[0-9]{10}$/, { error: "Account number must be 10 digits" });

const bankField = z
  .string({ error: BANK_REQUIRED })
  .min(1, { error: BANK_REQUIRED })
  .refine((name): name is BankName => (BANK_NAMES as readonly string[]).includes(name), {
    error: "Choose a bank from the list",
  });

export function nubanMismatch(bank: string): string {
  return `This is not a valid ${bank} account number. Check it and try again.`;
}

/** The NUBAN check digit is checked before any provider is asked, on the screen and on the server. */
function checkNuban(value: { recipientAccountNumber: string; recipientBank: string }, ctx: z.RefinementCtx) {
  if (!isValidNuban(value.recipientAccountNumber, value.recipientBank)) {
    ctx.addIssue({ code: "custom", path: ["recipientAccountNumber"], message: nubanMismatch(value.recipientBank) });
  }
}

const recipientShape = { recipientAccountNumber: accountNumberField, recipientBank: bankField };

/** Send Money, step 1, and the name enquiry it makes. */
export const recipientSchema = z.object(recipientShape).strict().superRefine(checkNuban);

/** POST /api/transfer: the spec's payload. The recipient's name is not in it: the server looks it up. */
export const transferSchema = z
  .object({
    ...recipientShape,
    amount: amountField,
    description: z.string().trim().max(100, { error: "Note must be 100 characters or fewer" }).optional(),
  })
  .strict()
  .superRefine(checkNuban);

export type RecipientInput = z.infer<typeof recipientSchema>;
export type TransferInput = z.infer<typeof transferSchema>;

/** Quick amounts on the amount step (spec 5). */
export const TRANSFER_QUICK_AMOUNTS = ["1000", "2000", "5000", "10000"] as const;
