import { randomInt } from "node:crypto";

// Letters and digits a person reads out over the phone without confusion: no 0/O, 1/I/L.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A case's reference, e.g. VC-7K3P9Q: random (nothing to guess from), short enough to quote. */
export function newCaseReference(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `VC-${code}`;
}

export const CASE_REFERENCE = /^VC-[2-9A-HJKMNP-Z]{6}$/;
