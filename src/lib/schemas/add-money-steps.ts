// What a card's bank may ask for before it decides a top-up: one schema per screen, used by the screen's form
// and by POST /api/add-money/[reference]/continue. None of these values is ever stored or logged.
import * as z from "./zod";
import { phraseText } from "@/i18n/phrase";

export const PIN_MESSAGE = phraseText("validation.cardPinFourDigits");
export const OTP_MESSAGE = phraseText("validation.codeSentToPhone");
export const PHONE_MESSAGE = phraseText("validation.validNigerianPhone");
export const BIRTHDAY_MESSAGE = phraseText("validation.dateOfBirthFormat");

export const cardPinSchema = z.strictObject({
  pin: z.string({ error: PIN_MESSAGE }).check(z.regex(/^[0-9]{4}$/, { error: PIN_MESSAGE })),
});

export const cardOtpSchema = z.strictObject({
  otp: z.string({ error: OTP_MESSAGE }).check(z.regex(/^[0-9]{4,8}$/, { error: OTP_MESSAGE })),
});

export const cardPhoneSchema = z.strictObject({
  phone: z.string({ error: PHONE_MESSAGE }).check(z.regex(/^(\+?234|0)[789][01][0-9]{8}$/, { error: PHONE_MESSAGE })),
});

export const cardBirthdaySchema = z.strictObject({
  birthday: z.string({ error: BIRTHDAY_MESSAGE }).check(
    z.regex(/^(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, { error: BIRTHDAY_MESSAGE }),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: BIRTHDAY_MESSAGE }),
  ),
});

/** The continue request's body: exactly one of the four. */
export const continueTopUpSchema = z.union([cardPinSchema, cardOtpSchema, cardPhoneSchema, cardBirthdaySchema]);

export type ContinueTopUpInput = z.output<typeof continueTopUpSchema>;
export type CardPinInput = z.output<typeof cardPinSchema>;
export type CardOtpInput = z.output<typeof cardOtpSchema>;
export type CardPhoneInput = z.output<typeof cardPhoneSchema>;
export type CardBirthdayInput = z.output<typeof cardBirthdaySchema>;

/** Which of the bank's requests a continue answers. */
export function stepOf(input: ContinueTopUpInput): "send_pin" | "send_otp" | "send_phone" | "send_birthday" {
  if ("pin" in input) return "send_pin";
  if ("otp" in input) return "send_otp";
  if ("phone" in input) return "send_phone";
  return "send_birthday";
}
