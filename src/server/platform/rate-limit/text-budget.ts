import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/platform/database/prisma-client";
import { ApiError } from "@/server/platform/http/api-error";
import { CHALLENGE_HEADER, PROOF_HEADER } from "@/lib/proof-of-work/challenge";
import { checkProof, issueChallenge } from "./proof-of-work";
import { countHourly, countRecent, hourlyCount, claimOnce, type HourlyLimit } from "./rate-limit";
import { phrase } from "@/i18n/phrase";

// Anonymous requests that cost money or send a text (onboarding step 1, "Forgot Password?") are limited per
// number, per identity and per client where clients can be told apart. Where they cannot (everyone behind one
// address, or a burst of new random identities), no per-client count can stop a script without stopping
// everyone, so above the usual rate for everyone together the browser is asked for a proof of work instead: a
// person's browser pays it in a second or two, a script sending thousands of texts pays it thousands of times.

const MINUTE_MS = 60 * 1000;
const RATE_BUCKET = "anonymous-texts:rate";

/** Bits of work asked just above the usual rate, once the hour's total is passed, and at the most. */
export const BASE_DIFFICULTY = 12;
export const ALARM_DIFFICULTY = 15;
export const MAX_DIFFICULTY = 17;

/** What a browser that does not do the work reads (the app's own pages do it and ask again). */
export const TEXTS_BUSY = phrase("serverErrors.codesBusy");

/**
 * The work asked at a rate (requests in the last minute, everyone together): none at the usual rate, then one
 * more bit (twice the work) each time the rate doubles. Past the hour's total (the alarm) work is asked of
 * everyone for the rest of the hour, and at least ALARM_DIFFICULTY.
 */
export function difficultyFor(ratePerMinute: number, usualPerMinute: number, alarm: boolean): number {
  if (ratePerMinute <= usualPerMinute && !alarm) return 0;
  const doublings = Math.floor(Math.log2(Math.max(1, ratePerMinute / usualPerMinute)));
  return Math.min(MAX_DIFFICULTY, Math.max(alarm ? ALARM_DIFFICULTY : BASE_DIFFICULTY, BASE_DIFFICULTY + doublings));
}

/**
 * Counts an anonymous request that would send a text, and above the usual rate refuses it (429 with a new
 * challenge) unless it carries a right, unexpired, unspent proof. A `total` over its hourly max is an alarm,
 * logged once per hour (the request that passes it), that asks for work; it turns nobody away.
 */
export async function askWorkWhenBusy(db: Database, request: Request, total?: HourlyLimit): Promise<void> {
  const rate = await countRecent(db, RATE_BUCKET, MINUTE_MS);
  const alarm = total ? (await hourlyCount(db, total.bucket)) >= total.max : false;
  const difficulty = difficultyFor(rate, env().ANONYMOUS_TEXTS_USUAL_PER_MINUTE, alarm);
  if (difficulty > 0) await requireProof(db, request, difficulty);
  if (total && (await countHourly(db, total.bucket)) === total.max + 1) {
    console.warn(
      `Alarm: ${total.bucket} passed ${total.max} this hour; proof of work is asked of every request until the hour ends.`,
    );
  }
}

async function requireProof(db: Database, request: Request, difficulty: number): Promise<void> {
  const proof = request.headers.get(PROOF_HEADER);
  // A challenge's record is kept until it expires: after that its signature refuses it anyway.
  const spend = (challenge: { salt: string; expiresAt: number }) =>
    claimOnce(db, `proof:${challenge.salt}`, new Date(challenge.expiresAt));
  // A proof pays for the work asked now: a challenge harvested when little was asked (12 bits) does not pay for a
  // burst (17). One bit of slack lets a person whose browser was working while the rate rose through.
  if (proof && (await checkProof(proof, spend, { atLeast: difficulty - 1 })).ok) return;
  throw new ApiError("too_many_requests", TEXTS_BUSY, {
    [CHALLENGE_HEADER]: issueChallenge(difficulty),
    "Retry-After": "1",
  });
}
