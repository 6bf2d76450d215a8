import "server-only";
import { createSecretKey, hkdfSync, type KeyObject } from "node:crypto";

const derived = new Map<string, Buffer>();
const macKeys = new WeakMap<Buffer, KeyObject>();

/**
 * A 32-byte key for one purpose, derived from a secret with HKDF-SHA256 (empty salt, the purpose as info).
 * Derived once per secret and purpose: the idempotency hash needs one on every payment request, and HKDF
 * on every call shows up under load (docs/performance.md).
 */
export function derivedKey(secret: string | Buffer, purpose: string): Buffer {
  const id = `${purpose}\0${typeof secret === "string" ? secret : secret.toString("base64")}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), purpose, 32));
    derived.set(id, key);
  }
  return key;
}

/**
 * The same key as a KeyObject, for HMACs: createHmac given bytes copies them into a new KeyObject on every call,
 * which the idempotency hash of every payment request would pay. Kept beside the bytes derivedKey keeps.
 */
export function derivedMacKey(secret: string | Buffer, purpose: string): KeyObject {
  const bytes = derivedKey(secret, purpose);
  let key = macKeys.get(bytes);
  if (!key) {
    key = createSecretKey(bytes);
    macKeys.set(bytes, key);
  }
  return key;
}
