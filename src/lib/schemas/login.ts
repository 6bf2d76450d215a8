import * as z from "./zod";
import { existingPasswordField } from "./password";
import { phoneNumberField } from "./phone-number";
import { phraseText } from "@/i18n/phrase";

/**
 * POST /api/auth/login and the login form: phone at least 10 characters, password at least 6. The number must
 * be a Nigerian mobile number, and the password within bcrypt's 72 bytes.
 */
export const loginSchema = z.strictObject({
  phoneNumber: phoneNumberField,
  password: existingPasswordField(6, phraseText("validation.passwordMinSix")),
});

export type LoginInput = z.infer<typeof loginSchema>;
