import * as z from "./zod";
import { existingPasswordField } from "./password";
import { phraseText } from "@/i18n/phrase";

/** Connect Google: the password first, as for every change to how the account can be opened. */
export const connectGoogleSchema = z.strictObject({
  password: existingPasswordField(6, phraseText("validation.passwordMinSix")),
});

export type ConnectGoogleInput = z.infer<typeof connectGoogleSchema>;
