import { z } from "zod";
import { emailField, newPasswordField, withConfirmation } from "./password";

/** Settings > Account: Save Changes. */
export const emailChangeSchema = z.object({ email: emailField }).strict();

/** Settings > Security: Update Password. */
export const passwordChangeSchema = withConfirmation(
  {
    currentPassword: z
      .string()
      .min(1, { error: "Enter your current password" })
      .max(200, { error: "Password is too long" }),
    newPassword: newPasswordField,
  },
  "newPassword",
);

export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
