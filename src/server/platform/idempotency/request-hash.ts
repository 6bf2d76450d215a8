import "server-only";
import { createHmac } from "node:crypto";
import { derivedMacKey } from "@/server/platform/crypto/derived-key";
import { env } from "@/env";

/** JSON with object keys sorted at every level, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a key remembers of its request. A keyed hash (HMAC), not a plain one: an add-money body holds a card
 * number, and a plain hash of a card number can be reversed by trying every number a bank could issue.
 */
export function requestHash(path: string, body: unknown): string {
  return createHmac("sha256", derivedMacKey(env().NEXTAUTH_SECRET, "veil idempotency request hash"))
    .update(`${path}\n${canonicalJson(body)}`)
    .digest("hex");
}
