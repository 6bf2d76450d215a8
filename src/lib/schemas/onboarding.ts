import * as z from "./zod";
import { phoneNumberField } from "./phone-number";
import { textField } from "./text";
import { emailField, newPasswordField, withConfirmation } from "./password";

// The onboarding's four calls and its three forms share these schemas, and their messages (docs/product.md, Validation).

export const bvnSchema = z.strictObject({
  bvn: z.string().check(z.regex(/^\d{11}$/, { error: "BVN must be 11 digits" })),
});

export const phoneVerificationSchema = z.strictObject({ phoneNumber: phoneNumberField });

export const biometricSchema = z.strictObject({
  imageData: z
    .string()
    .check(z.minLength(1, { error: "Take a selfie first" }), z.maxLength(12_000, { error: "Image is too large" })),
});

export const profileSchema = z.strictObject({
  fullName: textField({
    min: 3,
    required: "Full name is required",
    max: 100,
    tooLong: "Full name is too long",
    invalid: "Full name contains characters we can't accept",
  }),
  dateOfBirth: z.string().check(
    z.minLength(1, { error: "Date of birth is required" }),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Date of birth is required" }),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: "Date of birth is required" }),
  ),
  address: textField({
    min: 5,
    required: "Address is required",
    max: 200,
    tooLong: "Address is too long",
    invalid: "Address contains characters we can't accept",
  }),
});

export const walletSchema = withConfirmation({ email: emailField, password: newPasswordField }, "password");

export type BvnInput = z.infer<typeof bvnSchema>;
export type PhoneVerificationInput = z.infer<typeof phoneVerificationSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
export type WalletInput = z.infer<typeof walletSchema>;

/** What a successful BVN or phone check answers: phoneNumber only for a BVN. */
export type VerifiedIdentity = { fullName: string; dateOfBirth: string; phoneNumber?: string; address: string };

/**
 * The image the selfie step sends. The screen has no camera: it sends this placeholder, and the
 * sandbox identity provider matches it (docs/sandbox.md, Identity).
 */
export const SELFIE_PLACEHOLDER = "data:image/jpeg;base64,VkVJTF9TQU5EQk9YX1NFTEZJRQ==";
