import "server-only";
import { createHmac } from "node:crypto";
import { derivedKey } from "@/server/crypto/derived-key";
import { openText, sealText } from "@/server/crypto/sealed-text";
import { env } from "@/env";

// A BVN is never stored as it is: AES-256-GCM ciphertext for the day it must be read again (a vendor
// re-check, a regulator's request), and an HMAC for "is this BVN already used?" without decrypting anything.
// Both keys derive from BVN_ENCRYPTION_KEY, each for its own purpose.

const AAD = "veil:bvn:v1";

function keys(): { encryption: Buffer; lookup: Buffer } {
  const master = Buffer.from(env().BVN_ENCRYPTION_KEY, "base64");
  return { encryption: derivedKey(master, "veil bvn encryption"), lookup: derivedKey(master, "veil bvn lookup hash") };
}

/** The keyed hash the uniqueness check compares: the same BVN always gives the same value. */
export function bvnLookupHash(bvn: string): string {
  return createHmac("sha256", keys().lookup).update(bvn).digest("hex");
}

/** Sealed with a fresh IV each time, so equal BVNs do not look equal. */
export function encryptBvn(bvn: string): string {
  return sealText(keys().encryption, AAD, bvn);
}

export function decryptBvn(sealed: string): string {
  return openText(keys().encryption, AAD, sealed, "Not a sealed BVN.");
}
