import * as z from "./zod";
import { normalizeNigerianPhone } from "@/lib/phone";
import { phraseText } from "@/i18n/phrase";

/**
 * A Nigerian mobile number as typed (803..., 0803... or +234803...), for onboarding and login alike. Other
 * digits (Arabic-Indic, full-width), other countries and other shapes are refused with the messages of docs/product.md's Validation table.
 */
export const phoneNumberField = z.string().check(
  z.minLength(10, { error: phraseText("validation.phoneMinDigits"), abort: true }),
  z.maxLength(20, { error: phraseText("validation.phoneTooLong"), abort: true }),
  z.refine((value) => normalizeNigerianPhone(value) !== null, {
    error: phraseText("validation.nigerianMobile"),
  }),
);
