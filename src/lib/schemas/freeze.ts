import * as z from "./zod";
import { existingPasswordField } from "./password";
import { phoneNumberField } from "./phone-number";
import { sixDigitCode } from "./code";
import { phraseText } from "@/i18n/phrase";

// The emergency freeze: the lost-phone page's steps and Settings › Security's unfreeze share these schemas.

const password = existingPasswordField(6, phraseText("validation.passwordMinSix"));

/** "Lost your phone?" step 1, and the code sent to that number. */
export const freezePhoneSchema = z.strictObject({ phoneNumber: phoneNumberField });

/** The last step, by the account's password. */
export const freezePasswordSchema = z.strictObject({ password });

/** The last step, by the SMS code. */
export const freezeCodeSchema = z.strictObject({ code: sixDigitCode });

/** POST /api/account/freeze/lost-phone: the number with the password or the code. */
export const lostPhoneFreezeSchema = z.union([
  z.strictObject({ phoneNumber: phoneNumberField, password }),
  z.strictObject({ phoneNumber: phoneNumberField, code: sixDigitCode }),
]);

/** Settings › Security › Unfreeze: the password and the SMS code. */
export const unfreezeSchema = z.strictObject({ password, code: sixDigitCode });

export type FreezePhoneInput = z.infer<typeof freezePhoneSchema>;
export type LostPhoneFreezeInput = z.infer<typeof lostPhoneFreezeSchema>;
export type UnfreezeInput = z.infer<typeof unfreezeSchema>;
