import * as z from "./zod";
import { phoneNumberField } from "./phone-number";
import { newPasswordField, withConfirmation } from "./password";
import { codeOrRecoveryCode, sixDigitCode } from "./code";
import { phraseText } from "@/i18n/phrase";

// /forgot-password's four steps and their API calls share these schemas.

export const resetStartSchema = z.strictObject({ phoneNumber: phoneNumberField });

/** The six digits of the SMS. */
export const resetCodeSchema = z.strictObject({ code: sixDigitCode });

/** A code from the authenticator app or a recovery code, checked as the login's second step checks it. */
export const resetSecondFactorSchema = z.strictObject({ code: codeOrRecoveryCode });

export const resetCompleteSchema = withConfirmation({ password: newPasswordField }, "password");

export type ResetStartInput = z.infer<typeof resetStartSchema>;
export type ResetCodeInput = z.infer<typeof resetCodeSchema>;
export type ResetSecondFactorInput = z.infer<typeof resetSecondFactorSchema>;
export type ResetCompleteInput = z.infer<typeof resetCompleteSchema>;

/** The answer to a phone number, whether it has an account or not. */
export const RESET_CODE_SENT = phraseText("validation.resetCodeSent");
