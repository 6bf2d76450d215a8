import "server-only";
import { timingSafeEqual } from "node:crypto";
import { signature } from "@/server/platform";

// A receipt's public verification link, /r/<reference>.<mac>: whoever holds a receipt can ask Veil whether it is
// genuine, and nobody can walk the references to find others. The MAC is HMAC-SHA256 of the reference under a key
// derived for this purpose alone, cut to 128 bits (22 base64url characters): short enough for a QR code, far
// beyond guessing. It never expires: a receipt is checked months later.

const PURPOSE = "receipt-verification";
const MAC_BYTES = 16;
const REFERENCE = /^[A-Z0-9]{6,40}$/;

function mac(reference: string): Buffer {
  return signature(PURPOSE, reference).subarray(0, MAC_BYTES);
}

/** "<reference>.<mac>": the last part of the verification link. */
export function receiptToken(reference: string): string {
  return `${reference}.${mac(reference).toString("base64url")}`;
}

/** The link printed on a receipt, on the site it was made from. */
export function receiptLink(origin: string, reference: string): string {
  return `${origin}/r/${receiptToken(reference)}`;
}

/** The reference a token names when its MAC is ours, else null (a forged, cut or altered token). */
export function openReceiptToken(token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot < 0) return null;
  const reference = token.slice(0, dot);
  const written = token.slice(dot + 1);
  const given = Buffer.from(written, "base64url");
  // Only the one spelling Veil prints: base64url's last character has spare bits a decoder ignores.
  if (!REFERENCE.test(reference) || given.length !== MAC_BYTES || given.toString("base64url") !== written) return null;
  return timingSafeEqual(given, mac(reference)) ? reference : null;
}
