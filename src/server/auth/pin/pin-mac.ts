import "server-only";
import { createHash, createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { env } from "@/env";
import { derivedKey } from "@/server/platform";

/**
 * A PIN has 10,000 values: a slow hash would protect a leaked table for seconds. What protects it is a key the
 * database never holds and the count of tries (check_transaction_pin). The MAC binds the PIN to its owner, so
 * two people with the same PIN have different MACs.
 */
export type PinKey = { id: string; key: KeyObject };

function pinKey(key: Buffer): PinKey {
  // The id names the key without revealing it: a fingerprint, so a row says which key made its MAC. The key is
  // made a KeyObject once: given as bytes, every MAC would copy it into a new one first.
  return { id: `k${createHash("sha256").update(key).digest("hex").slice(0, 12)}`, key: createSecretKey(key) };
}

let keys: { current: PinKey; previous: PinKey | null } | undefined;

/** PIN_KEY (or one derived from BVN_ENCRYPTION_KEY for this purpose alone), and PIN_KEY_PREVIOUS during a rotation. */
export function pinKeys(): { current: PinKey; previous: PinKey | null } {
  if (!keys) {
    const { PIN_KEY, PIN_KEY_PREVIOUS, BVN_ENCRYPTION_KEY } = env();
    const current = PIN_KEY
      ? Buffer.from(PIN_KEY, "base64")
      : derivedKey(Buffer.from(BVN_ENCRYPTION_KEY, "base64"), "veil transaction pin mac v1");
    keys = {
      current: pinKey(current),
      previous: PIN_KEY_PREVIOUS ? pinKey(Buffer.from(PIN_KEY_PREVIOUS, "base64")) : null,
    };
  }
  return keys;
}

/** Tests that change PIN_KEY read it again. */
export function forgetPinKeysForTests(): void {
  keys = undefined;
}

export function pinMac(key: PinKey, userId: string, pin: string): Buffer {
  return createHmac("sha256", key.key).update(`veil-pin\0${userId}\0${pin}`).digest();
}

/** What a new PIN is stored as: its MAC under the current key, and that key's id. */
export function pinRecord(userId: string, pin: string): { pinMac: Uint8Array<ArrayBuffer>; pinKeyId: string } {
  const { current } = pinKeys();
  return { pinMac: new Uint8Array(pinMac(current, userId, pin)), pinKeyId: current.id };
}

/** The PIN's MAC under every key a stored PIN may have been made with (the current one and the previous one). */
export function pinMacsOf(userId: string, pin: string): Uint8Array<ArrayBuffer>[] {
  const { current, previous } = pinKeys();
  return [current, ...(previous ? [previous] : [])].map((key) => new Uint8Array(pinMac(key, userId, pin)));
}
