// The session cookie: its name, its flags, and the next-auth JWT inside it. Kept apart from src/auth.ts so
// that the request proxy can read a session without loading the database or bcrypt.
import { decode, encode } from "next-auth/jwt";
import { env } from "@/env";
import type { SessionSubject } from "@/server/auth";

/** A session lasts a working day at most; logout or a password change ends it sooner. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Secure cookies (and their __Secure- names) in production; plain http on localhost in development. */
export function secureCookies(): boolean {
  return process.env.NODE_ENV === "production";
}

export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

export function cookieOptions(maxAge: number) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secureCookies(), maxAge };
}

// The money path imports the subject's type from here.
export type { SessionSubject };

/**
 * What the session token carries: the user's id, their session version and the id of the session's row in
 * user_sessions, nothing personal. A token without a session id (from before sessions had rows) is refused.
 */
type SessionClaims = { sub: string; sv: number; sid: string };

export async function encodeSession({ id, sessionVersion, sessionId }: SessionSubject): Promise<string> {
  const claims: SessionClaims = { sub: id, sv: sessionVersion, sid: sessionId };
  return encode({ token: claims, secret: env().NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
}

// next-auth's decode derives the decryption key from the secret with HKDF on every call, which under the
// transfer load is a tenth of the server's time (docs/performance.md). A token always decrypts to the same
// claims, so a token that decrypted is remembered until it expires. Only tokens that decrypted are kept (a
// flood of forged ones costs no memory), at most MAX_REMEMBERED, oldest out first. The session version is
// still checked against the database on every request (its version and its row), so logout ends a remembered
// token too.
const MAX_REMEMBERED = 10_000;
const remembered = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

/** The claims of a session token, or null when it is tampered with, expired or not ours. */
export async function decodeSession(token: string): Promise<SessionClaims | null> {
  const known = remembered.get(token);
  if (known && Date.now() < known.expiresAtMs) return known.claims;
  remembered.delete(token);
  try {
    const payload = await decode({ token, secret: env().NEXTAUTH_SECRET });
    if (!payload || typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    if (typeof payload.sid !== "string") return null;
    const claims = { sub: payload.sub, sv: payload.sv, sid: payload.sid };
    if (typeof payload.exp === "number") {
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}
