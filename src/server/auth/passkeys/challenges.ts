import "server-only";
import type { NextResponse } from "next/server";
import { type Database, cookieOptions, secureCookies, readCookie } from "@/server/platform";

/** A ceremony has five minutes from its options to its answer; the browser's own timeout is shorter. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = "register" | "login";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores a challenge for one ceremony and answers its id, for the browser's challenge cookie. Expired
 * challenges are cleared on the way, so unanswered options never pile up beyond five minutes' worth.
 */
export async function saveChallenge(
  db: Database,
  { challenge, purpose, userId = null }: { challenge: string; purpose: ChallengePurpose; userId?: string | null },
  now = new Date(),
): Promise<string> {
  await db.passkeyChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  const row = await db.passkeyChallenge.create({
    data: { challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) },
    select: { id: true },
  });
  return row.id;
}

/**
 * Claims a challenge: unused, unexpired, for this purpose (and this user, when registering). One conditional
 * update marks it used, so of two answers to the same challenge only one is ever verified; a wrong answer
 * burns it too. Null when there is nothing to claim.
 */
export async function claimChallenge(
  db: Database,
  id: string | undefined,
  purpose: ChallengePurpose,
  userId: string | null = null,
  now = new Date(),
): Promise<string | null> {
  if (!id || !UUID.test(id)) return null;
  const rows = await db.$queryRaw<{ challenge: string }[]>`
    UPDATE passkey_challenges SET used_at = ${now}::timestamptz
     WHERE id = ${id}::uuid AND purpose = ${purpose} AND used_at IS NULL AND expires_at > ${now}::timestamptz
       AND user_id IS NOT DISTINCT FROM ${userId}::uuid
    RETURNING challenge`;
  return rows[0]?.challenge ?? null;
}

/** The challenge cookie: httpOnly, sent only to the passkey routes, gone after five minutes. */
export function challengeCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-passkey-challenge`;
}

/** Sets the challenge cookie on an answer (the ceremony's challenge id), or removes it (null: the ceremony ended). */
export function setChallengeCookie(response: NextResponse, id: string | null): NextResponse {
  const maxAge = id === null ? 0 : CHALLENGE_TTL_MS / 1000;
  response.cookies.set(challengeCookieName(), id ?? "", { ...cookieOptions(maxAge), sameSite: "strict" });
  return response;
}

export function challengeIdFrom(request: Request): string | undefined {
  return readCookie(request, challengeCookieName());
}
