import * as z from "./zod";
import { existingPasswordField } from "./password";
import { phraseText } from "@/i18n/phrase";

// What a browser's WebAuthn ceremony answers, as @simplewebauthn/browser sends it: base64url fields of bounded
// size, nothing else. Anything that is not shaped like a passkey's answer is refused before it is looked at.

const INVALID = phraseText("validation.notAPasskeyAnswer");

const base64url = (max: number) =>
  z
    .string({ error: INVALID })
    .check(z.minLength(1, INVALID), z.maxLength(max, INVALID), z.regex(/^[A-Za-z0-9_-]+$/, INVALID));

const credentialFields = {
  // A credential id is at most 1023 bytes (WebAuthn Level 3): 1364 base64url characters.
  id: base64url(1364),
  rawId: base64url(1364),
  type: z.literal("public-key", INVALID),
  authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"], INVALID)),
  clientExtensionResults: z.strictObject(
    { credProps: z.optional(z.strictObject({ rk: z.optional(z.boolean(INVALID)) }, INVALID)) },
    INVALID,
  ),
};

/**
 * POST /api/account/passkeys/options: the account's password, asked before a passkey is added, so a stolen
 * session alone cannot plant a passkey that outlives a password reset.
 */
export const passkeyAddSchema = z.strictObject({
  // The login's own rule: a password shorter than any account's is refused before it is counted as a failure.
  password: existingPasswordField(6, phraseText("validation.passwordMinSix")),
});

/** POST /api/account/passkeys: the new passkey, from navigator.credentials.create(). */
export const passkeyRegistrationSchema = z.strictObject(
  {
    ...credentialFields,
    response: z.strictObject(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(8192),
        authenticatorData: z.optional(base64url(4096)),
        // ML-DSA-87's public key is 2,592 bytes (3,456 characters), the largest a browser offers today.
        publicKey: z.optional(base64url(4096)),
        publicKeyAlgorithm: z.optional(z.int(INVALID)),
        transports: z.optional(
          z
            .array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"], INVALID))
            .check(z.maxLength(8, INVALID)),
        ),
      },
      INVALID,
    ),
  },
  INVALID,
);

/** POST /api/auth/passkey: the signed answer to a login challenge, from navigator.credentials.get(). */
export const passkeyLoginSchema = z.strictObject(
  {
    ...credentialFields,
    response: z.strictObject(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        // A post-quantum signature is large: ML-DSA-44's is 2,420 bytes, ML-DSA-87's 4,627 (6,170 characters);
        // Chromium's authenticator signs with ML-DSA where the relying party allows it.
        signature: base64url(8192),
        userHandle: z.optional(base64url(128)),
      },
      INVALID,
    ),
  },
  INVALID,
);

export type PasskeyAddInput = z.input<typeof passkeyAddSchema>;
export type PasskeyRegistrationInput = z.infer<typeof passkeyRegistrationSchema>;
export type PasskeyLoginInput = z.infer<typeof passkeyLoginSchema>;
