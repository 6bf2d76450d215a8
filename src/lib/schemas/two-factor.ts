import * as z from "./zod";
import { existingPasswordField } from "./password";

export { CODE_FORMAT, CODE_OR_RECOVERY_FORMAT, codeOrRecoveryCode, sixDigitCode } from "./code";
import { codeOrRecoveryCode, sixDigitCode } from "./code";
import { phraseText } from "@/i18n/phrase";

/** Settings › Security › Two-Factor: Turn on, with a method. */
export const twoFactorStartSchema = z.strictObject({
  method: z.enum(["app", "sms"], { error: phraseText("validation.chooseMethod") }),
  // A session alone may be a stolen one: turning two-factor on would lock the owner out, so it asks first.
  password: existingPasswordField(6, phraseText("validation.passwordMinSix")),
});

/** The first code, which turns two-factor on. */
export const twoFactorConfirmSchema = z.strictObject({ code: sixDigitCode });

/** Turn off, or new recovery codes: the password and a current code. */
export const twoFactorProofSchema = z.strictObject({
  password: existingPasswordField(6, phraseText("validation.passwordMinSix")),
  code: codeOrRecoveryCode,
});

/** The login's second step. */
export const secondFactorSchema = z.strictObject({ code: codeOrRecoveryCode });

export type TwoFactorStartInput = z.infer<typeof twoFactorStartSchema>;
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;
export type TwoFactorProofInput = z.infer<typeof twoFactorProofSchema>;
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;
