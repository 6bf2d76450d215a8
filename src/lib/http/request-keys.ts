// One idempotency key per request: the same request again (a retry after a timeout, a dropped connection or
// a 5xx) carries the same key, so it cannot move money twice; a changed request (another amount, card or
// recipient) carries a new key, so the server never sees one key for two different requests.
import { newIdempotencyKey } from "./money-request";

/**
 * A short fingerprint of the request: enough to tell two consecutive requests apart, and, unlike the body
 * itself, nothing that could give back a card number or CVV kept in memory.
 */
export function fingerprint(body: unknown): string {
  const text = JSON.stringify(body);
  // cyrb53: two independent 32-bit multiplicative hashes, 53 bits together.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export type RequestKeys = {
  /** The key for this request: the last one if the request is unchanged and not yet answered, else a new one. */
  keyFor(body: unknown): string;
  /** The server gave a definitive answer: the next request, even an identical one, is a new payment. */
  settled(): void;
};

export function requestKeys(makeKey: () => string = newIdempotencyKey): RequestKeys {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body) {
      const print = fingerprint(body);
      if (last?.fingerprint !== print) last = { fingerprint: print, key: makeKey() };
      return last.key;
    },
    settled() {
      last = null;
    },
  };
}
