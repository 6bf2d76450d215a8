import * as z from "./zod";
import { existingPasswordField } from "./password";

/** Connect Google: the password first, as for every change to how the account can be opened. */
export const connectGoogleSchema = z.strictObject({
  password: existingPasswordField(6, "Password must be at least 6 characters"),
});

export type ConnectGoogleInput = z.infer<typeof connectGoogleSchema>;
