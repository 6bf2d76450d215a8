import { leadingZeroBits, proofValue, readChallenge } from "./challenge";

/** Hashes tried together before the page gets the thread back: small enough that typing and taps stay smooth. */
const BATCH = 256;

/**
 * Finds the number a challenge asks for, with the browser's own SHA-256 (crypto.subtle) in small batches that
 * yield between them, so the page stays responsive while it works. Answers the proof to send back, or null for
 * a challenge it cannot read.
 */
export async function solveChallenge(token: string): Promise<string | null> {
  const challenge = readChallenge(token);
  if (!challenge) return null;
  const encoder = new TextEncoder();
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += BATCH) {
    const hashes = await Promise.all(
      Array.from({ length: BATCH }, (_, index) =>
        crypto.subtle.digest("SHA-256", encoder.encode(`${challenge.salt}${start + index}`)),
      ),
    );
    const found = hashes.findIndex((hash) => leadingZeroBits(new Uint8Array(hash)) >= challenge.difficulty);
    if (found >= 0) return proofValue(token, start + found);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}
