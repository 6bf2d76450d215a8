// The proof of work a busy server asks of a browser before it spends money or sends a text for an anonymous
// request: find a number n so that SHA-256(salt + n) starts with `difficulty` zero bits. Self-hosted, no third
// party and nothing about the person in it. The server signs the challenge (src/server/platform/rate-limit/proof-of-work.ts);
// the browser only reads it.

/** The response header a refusal carries its challenge in, and the request header its answer goes back in. */
export const CHALLENGE_HEADER = "veil-challenge";
export const PROOF_HEADER = "veil-proof";

export type Challenge = { salt: string; difficulty: number; expiresAt: number };

/** A signed challenge: base64url(JSON of the challenge) "." signature. The browser reads it without the key. */
export function readChallenge(token: string): Challenge | null {
  const [payload] = token.split(".");
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(payload ?? ""));
    if (!parsed || typeof parsed !== "object") return null;
    const { salt, difficulty, expiresAt } = parsed as Record<string, unknown>;
    if (typeof salt !== "string" || typeof difficulty !== "number" || typeof expiresAt !== "number") return null;
    return { salt, difficulty, expiresAt };
  } catch {
    return null;
  }
}

/** The proof a request carries: the challenge as it was handed out, then the number found. */
export function proofValue(token: string, number: number): string {
  return `${token}.${number}`;
}

/** How many of a hash's first bits are zero. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function base64UrlDecode(text: string): string {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
