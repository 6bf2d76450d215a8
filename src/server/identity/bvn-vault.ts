import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { derivedKey } from "@/server/crypto/derived-key";
import { env } from "@/env";

// A BVN is never stored as it is: AES-256-GCM ciphertext for the day it must be read again (a vendor
// re-check, a regulator's request), and an HMAC for "is this BVN already used?" without decrypting anything.
// Both keys derive from BVN_ENCRYPTION_KEY, each for its own purpose.

const VERSION = "v1";
const AAD = Buffer.from("veil:bvn:v1");

function keys(): { encryption: Buffer; lookup: Buffer } {
  const master = Buffer.from(env().BVN_ENCRYPTION_KEY, "base64");
  return { encryption: derivedKey(master, "veil bvn encryption"), lookup: derivedKey(master, "veil bvn lookup hash") };
}

/** The keyed hash the uniqueness check compares: the same BVN always gives the same value. */
export function bvnLookupHash(bvn: string): string {
  return createHmac("sha256", keys().lookup).update(bvn).digest("hex");
}

/** "v1.<iv>.<ciphertext>.<tag>", base64url: a fresh IV each time, so equal BVNs do not look equal. */
export function encryptBvn(bvn: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys().encryption, iv);
  cipher.setAAD(AAD);
  const ciphertext = Buffer.concat([cipher.update(bvn, "utf8"), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function decryptBvn(sealed: string): string {
  const [version, iv, ciphertext, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !ciphertext || !tag) throw new Error("Not a sealed BVN.");
  const decipher = createDecipheriv("aes-256-gcm", keys().encryption, Buffer.from(iv, "base64url"));
  decipher.setAAD(AAD);
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
