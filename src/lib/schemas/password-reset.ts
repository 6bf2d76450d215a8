import * as z from "./zod";
import { phoneNumberField } from "./phone-number";
import { newPasswordField, withConfirmation } from "./password";

// /forgot-password's four steps and their API calls share these schemas.

export const resetStartSchema = z.strictObject({ phoneNumber: phoneNumberField });

/** The six digits of the SMS. */
export const resetCodeSchema = z.strictObject({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: "Enter the 6-digit code" })),
});

/** A code from the authenticator app (6 digits) or a recovery code (letters, digits and dashes). */
export const resetSecondFactorSchema = z.strictObject({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(6, { error: "Enter the 6-digit code from your authenticator app or a recovery code" }),
      z.maxLength(32, { error: "That code is too long" }),
      z.regex(/^[0-9A-Za-z -]+$/, { error: "Enter the 6-digit code from your authenticator app or a recovery code" }),
    ),
});

export const resetCompleteSchema = withConfirmation({ password: newPasswordField }, "password");

export type ResetStartInput = z.infer<typeof resetStartSchema>;
export type ResetCodeInput = z.infer<typeof resetCodeSchema>;
export type ResetSecondFactorInput = z.infer<typeof resetSecondFactorSchema>;
export type ResetCompleteInput = z.infer<typeof resetCompleteSchema>;

/** The answer to a phone number, whether it has an account or not. */
export const RESET_CODE_SENT = "If an account exists for this number, we sent a code";
