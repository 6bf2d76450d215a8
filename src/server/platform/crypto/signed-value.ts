import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { derivedKey, derivedMacKey } from "./derived-key";
import { openText, sealText } from "./sealed-text";

// A short-lived value a browser holds and gives back (an onboarding's id, a password reset's progress): its
// fields, when it expires, and an HMAC under a key derived for its purpose alone, so one cookie can never pass
// for another. Fields must not contain ".".

/** HMAC-SHA256 of a payload under the key derived for this purpose alone (here, and receipts' links). */
export function signature(purpose: string, payload: string): Buffer {
  return createHmac("sha256", derivedMacKey(env().NEXTAUTH_SECRET, purpose)).update(payload).digest();
}

/**
 * A field only this server can read, for a value a stranger may hold (an account's id in a password reset's
 * cookie): sealed with a fresh IV each time, so two values for one account never match, and nobody learns the id.
 */
export function secretField(purpose: string, text: string): string {
  return sealText(derivedKey(env().NEXTAUTH_SECRET, `${purpose} field`), purpose, text).replaceAll(".", "~");
}

/** The text secretField sealed for this purpose, or null for anything else. */
export function openSecretField(purpose: string, field: string): string | null {
  try {
    return openText(derivedKey(env().NEXTAUTH_SECRET, `${purpose} field`), purpose, field.replaceAll("~", "."), "-");
  } catch {
    return null;
  }
}

/** "<field>.<field>...<expires>.<mac>", expiring maxAgeSeconds from now. */
export function signValue(purpose: string, fields: string[], maxAgeSeconds: number, now = Date.now()): string {
  const payload = [...fields, Math.floor(now / 1000) + maxAgeSeconds].join(".");
  return `${payload}.${signature(purpose, payload).toString("base64url")}`;
}

/** The fields of a value signValue made for this purpose with this many fields, or null when missing, forged or expired. */
export function openSignedValue(
  purpose: string,
  value: string | undefined,
  fieldCount: number,
  now = Date.now(),
): string[] | null {
  if (!value) return null;
  const parts = value.split(".");
  if (parts.length !== fieldCount + 2 || parts.some((part) => !part)) return null;
  const mac = parts.pop()!;
  const expected = signature(purpose, parts.join("."));
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expires = parts.pop()!;
  return Number(expires) * 1000 > now ? parts : null;
}
