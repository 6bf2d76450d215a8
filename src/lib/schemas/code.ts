import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";

// The one shape of each code a person types: an SMS or authenticator code, or either or a recovery code.

export const CODE_FORMAT = phraseText("validation.codeSixDigits");
export const CODE_OR_RECOVERY_FORMAT = phraseText("validation.codeOrRecoveryCode");

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
