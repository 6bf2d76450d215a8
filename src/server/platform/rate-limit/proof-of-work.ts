import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { derivedMacKey } from "@/server/platform/crypto/derived-key";
import { base64UrlEncode, leadingZeroBits, readChallenge, type Challenge } from "@/lib/proof-of-work/challenge";

/** How long a browser has to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const signature = (payload: string) =>
  createHmac("sha256", derivedMacKey(env().NEXTAUTH_SECRET, "proof-of-work challenge")).update(payload).digest();

/** A new challenge of `difficulty` bits, signed so the browser cannot ease it or make up its own. */
export function issueChallenge(difficulty: number, now = Date.now()): string {
  const challenge: Challenge = { salt: randomBytes(16).toString("hex"), difficulty, expiresAt: now + CHALLENGE_TTL_MS };
  const payload = base64UrlEncode(JSON.stringify(challenge));
  return `${payload}.${signature(payload).toString("base64url")}`;
}

export type ProofCheck =
  | { ok: true; challenge: Challenge }
  | { ok: false; reason: "malformed" | "forged" | "expired" | "too-easy" | "wrong" | "spent" };

/**
 * Records a challenge as answered, once: true the first time, false for every later answer to it. Its record
 * must outlive the challenge (src/server/platform/rate-limit/text-budget.ts keeps it in PostgreSQL until then).
 */
export type SpendChallenge = (challenge: Challenge) => Promise<boolean>;

/**
 * Checks a proof (challenge "." signature "." number): our signature, not expired, the work done, and not
 * answered before. The cheap checks come first; the challenge is spent only once the work is right.
 */
export async function checkProof(
  value: string,
  spend: SpendChallenge,
  options: { atLeast?: number; now?: number } = {},
): Promise<ProofCheck> {
  const now = options.now ?? Date.now();
  const [payload, signed, number, ...rest] = value.split(".");
  if (!payload || !signed || !number || rest.length > 0 || !/^\d{1,16}$/.test(number)) {
    return { ok: false, reason: "malformed" };
  }
  const expected = signature(payload);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "forged" };
  const challenge = readChallenge(payload);
  if (!challenge) return { ok: false, reason: "malformed" };
  if (challenge.expiresAt <= now) return { ok: false, reason: "expired" };
  if (challenge.difficulty < (options.atLeast ?? 0)) return { ok: false, reason: "too-easy" };
  const hash = createHash("sha256").update(`${challenge.salt}${number}`).digest();
  if (leadingZeroBits(hash) < challenge.difficulty) return { ok: false, reason: "wrong" };
  if (!(await spend(challenge))) return { ok: false, reason: "spent" };
  return { ok: true, challenge };
}
