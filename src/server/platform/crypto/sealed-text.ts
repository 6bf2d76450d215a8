import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// Text kept secret at rest and read again later (a BVN, an authenticator's key): AES-256-GCM with a fresh IV each
// time, bound by its AAD to what it is, so one kind of secret can never be opened as another.

const VERSION = "v1";

/** "v1.<iv>.<ciphertext>.<tag>", base64url. */
export function sealText(key: Buffer, aad: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    ciphertext.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

/** The text sealText sealed with this key and AAD; throws `notSealed` for anything else. */
export function openText(key: Buffer, aad: string, sealed: string, notSealed: string): string {
  const [version, iv, ciphertext, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !ciphertext || !tag) throw new Error(notSealed);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
