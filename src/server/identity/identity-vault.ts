import "server-only";
import { createHmac } from "node:crypto";
import { derivedKey, openText, sealText } from "@/server/platform";
import { env } from "@/env";

// A BVN or NIN is never stored as it is: AES-256-GCM ciphertext for the day it must be read again (a vendor
// re-check, a regulator's request), and an HMAC for "is this number already used?" without decrypting
// anything. The keys derive from BVN_ENCRYPTION_KEY, each for its own purpose; a NIN's hash and seal are
// domain-separated from a BVN's, so an 11-digit number means one thing in each column.

export type IdentityNumberKind = "bvn" | "nin";

function keys(kind: IdentityNumberKind): { encryption: Buffer; lookup: Buffer } {
  const master = Buffer.from(env().BVN_ENCRYPTION_KEY, "base64");
  return {
    encryption: derivedKey(master, `veil ${kind} encryption`),
    lookup: derivedKey(master, `veil ${kind} lookup hash`),
  };
}

const AAD = { bvn: "veil:bvn:v1", nin: "veil:nin:v1" } as const;

/** The keyed hash the uniqueness check compares: the same number always gives the same value. */
export function identityLookupHash(kind: IdentityNumberKind, value: string): string {
  return createHmac("sha256", keys(kind).lookup).update(value).digest("hex");
}

/** Sealed with a fresh IV each time, so equal numbers do not look equal. */
export function sealIdentityNumber(kind: IdentityNumberKind, value: string): string {
  return sealText(keys(kind).encryption, AAD[kind], value);
}

export function openIdentityNumber(kind: IdentityNumberKind, sealed: string): string {
  return openText(keys(kind).encryption, AAD[kind], sealed, `Not a sealed ${kind.toUpperCase()}.`);
}

export const bvnLookupHash = (bvn: string) => identityLookupHash("bvn", bvn);
export const encryptBvn = (bvn: string) => sealIdentityNumber("bvn", bvn);
export const decryptBvn = (sealed: string) => openIdentityNumber("bvn", sealed);
