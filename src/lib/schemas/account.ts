import * as z from "./zod";
import { emailField, existingPasswordField, newPasswordField, withConfirmation } from "./password";

/** Settings > Account: Save Changes. */
export const emailChangeSchema = z.strictObject({ email: emailField });

/** Settings > Security: Update Password. */
export const passwordChangeSchema = withConfirmation(
  {
    currentPassword: existingPasswordField(1, "Enter your current password"),
    newPassword: newPasswordField,
  },
  "newPassword",
);

export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
