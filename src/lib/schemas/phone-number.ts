import * as z from "./zod";
import { normalizeNigerianPhone } from "@/lib/phone";

/**
 * A Nigerian mobile number as typed (803..., 0803... or +234803...), for onboarding and login alike. Other
 * digits (Arabic-Indic, full-width), other countries and other shapes are refused with the messages of docs/product.md's Validation table.
 */
export const phoneNumberField = z.string().check(
  z.minLength(10, { error: "Phone number must be at least 10 digits", abort: true }),
  z.maxLength(20, { error: "Phone number is too long", abort: true }),
  z.refine((value) => normalizeNigerianPhone(value) !== null, {
    error: "Enter a Nigerian mobile number, such as 803 123 4567",
  }),
);
