import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "@/server/crypto/derived-key";
import { env } from "@/env";

// The authenticator secret must be read again at every login, so it is encrypted, not hashed: AES-256-GCM
// under a key derived for this purpose alone from the at-rest key (BVN_ENCRYPTION_KEY), never the session secret.

const VERSION = "v1";
const AAD = Buffer.from("veil:totp:v1");

function key(): Buffer {
  return derivedKey(Buffer.from(env().BVN_ENCRYPTION_KEY, "base64"), "veil totp secret encryption");
}

/** "v1.<iv>.<ciphertext>.<tag>", base64url, a fresh IV each time. */
export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [
    VERSION,
    iv.toString("base64url"),
    ciphertext.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

export function openTotpSecret(sealed: string): string {
  const [version, iv, ciphertext, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !ciphertext || !tag) throw new Error("Not a sealed authenticator secret.");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
