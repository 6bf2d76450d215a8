import * as z from "./zod";
import { existingPasswordField } from "./password";

export const CODE_FORMAT = "Enter the 6-digit code";
export const CODE_OR_RECOVERY_FORMAT = "Enter the 6-digit code or a recovery code";

const trimmed = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max, { error: message }));

/** Six digits: an authenticator's code or an SMS code. */
export const sixDigitCode = z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: CODE_FORMAT }));

/** Six digits, or a recovery code ("xxxxx-xxxxx", case, spaces and the dash as typed). */
export const codeOrRecoveryCode = trimmed(24, CODE_OR_RECOVERY_FORMAT).check(
  z.refine((value) => /^\d{6}$/.test(value) || /^[a-z0-9]{10}$/i.test(value.replace(/[\s-]/g, "")), {
    error: CODE_OR_RECOVERY_FORMAT,
  }),
);

/** Settings › Security › Two-Factor: Turn on, with a method. */
export const twoFactorStartSchema = z.strictObject({ method: z.enum(["app", "sms"], { error: "Choose a method" }) });

/** The first code, which turns two-factor on. */
export const twoFactorConfirmSchema = z.strictObject({ code: sixDigitCode });

/** Turn off, or new recovery codes: the password and a current code. */
export const twoFactorProofSchema = z.strictObject({
  password: existingPasswordField(6, "Password must be at least 6 characters"),
  code: codeOrRecoveryCode,
});

/** The login's second step. */
export const secondFactorSchema = z.strictObject({ code: codeOrRecoveryCode });

export type TwoFactorStartInput = z.infer<typeof twoFactorStartSchema>;
export type TwoFactorConfirmInput = z.infer<typeof twoFactorConfirmSchema>;
export type TwoFactorProofInput = z.infer<typeof twoFactorProofSchema>;
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;
