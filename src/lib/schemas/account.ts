import * as z from "./zod";
import { emailField, existingPasswordField, newPasswordField, withConfirmation } from "./password";
import { phraseText } from "@/i18n/phrase";

/** Settings > Account: Save Changes. */
export const emailChangeSchema = z.strictObject({ email: emailField });

/** Settings > Security: Update Password. */
export const passwordChangeSchema = withConfirmation(
  {
    currentPassword: existingPasswordField(1, phraseText("validation.currentPasswordRequired")),
    newPassword: newPasswordField,
  },
  "newPassword",
);

export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
