import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";

/** bcrypt reads only the first 72 bytes of a password: anything longer is refused rather than cut. */
export const MAX_PASSWORD_BYTES = 72;

const byteLength = (value: string) => new TextEncoder().encode(value).length;

/**
 * A password typed to sign in or to confirm who you are. Longer than bcrypt's 72 bytes it cannot be anyone's
 * (new ones are refused), and bcrypt would compare only its first 72 bytes, so it is refused before hashing.
 */
export function existingPasswordField(min: number, message: string) {
  return z.string().check(
    z.minLength(min, { error: message }),
    z.refine((value) => byteLength(value) <= MAX_PASSWORD_BYTES, { error: phraseText("validation.passwordTooLong") }),
  );
}

/** A new password (wallet creation and password change): at least 8 characters, at most bcrypt's 72 bytes. */
export const newPasswordField = z.string().check(
  z.minLength(8, { error: phraseText("validation.passwordMinEight") }),
  z.refine((value) => byteLength(value) <= MAX_PASSWORD_BYTES, {
    error: phraseText("validation.passwordMaxBytes"),
  }),
);

export const PASSWORDS_DO_NOT_MATCH = phraseText("validation.passwordsDoNotMatch");

/** A valid address; stored lower-case, so the same mailbox cannot open two accounts. */
export const emailField = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, { error: phraseText("validation.validEmail") })),
  z.email({ error: phraseText("validation.validEmail") }),
);

/** A new password field and its confirmation, whose mismatch is reported on the confirmation field. */
export function withConfirmation<Shape extends z.core.$ZodShape, Key extends keyof Shape & string>(
  shape: Shape,
  password: Key,
) {
  return z.strictObject({ ...shape, confirmPassword: z.string() }).check(
    z.refine(
      (value) => {
        const fields = value as Record<string, unknown>;
        return fields[password] === fields.confirmPassword;
      },
      { error: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] },
    ),
  );
}
