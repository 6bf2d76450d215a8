// The session cookie: its name, its flags, and the next-auth JWT inside it. Kept apart from src/auth.ts so
// that the request proxy can read a session without loading the database or bcrypt.
import { encode } from "next-auth/jwt";
import { jwtDecrypt } from "jose";
import { env } from "@/env";
import { derivedKey } from "@/server/platform/crypto/derived-key";
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

/**
 * What the session token carries: the user's id, their session version and the id of the session's row in
 * user_sessions, nothing personal. A token without a session id (from before sessions had rows) is refused.
 */
type SessionClaims = { sub: string; sv: number; sid: string };

export async function encodeSession({ id, sessionVersion, sessionId }: SessionSubject): Promise<string> {
  const claims: SessionClaims = { sub: id, sv: sessionVersion, sid: sessionId };
  return encode({ token: claims, secret: env().NEXTAUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
}

// next-auth's decode derives its key from the secret with HKDF on every call (asynchronously, in libuv's
// four threads): under load that was a tenth of the server's time, and a burst of sessions seen for the first
// time queued behind it. The key depends on the secret alone, so it is derived once (next-auth's own purpose
// string: session-token.test.ts decodes next-auth's encode with it) and each token is decrypted with jose, as
// next-auth does, in microseconds. Nothing about a token is remembered: every request decrypts its own.
const NEXTAUTH_KEY_PURPOSE = "NextAuth.js Generated Encryption Key";

/** The claims of a session token, or null when it is tampered with, expired or not ours. */
export async function decodeSession(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtDecrypt(token, derivedKey(env().NEXTAUTH_SECRET, NEXTAUTH_KEY_PURPOSE), {
      clockTolerance: 15,
      // next-auth writes both; a token without them (only a holder of the secret could make one) never expires.
      requiredClaims: ["exp", "iat"],
      maxTokenAge: SESSION_MAX_AGE_SECONDS,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sv !== "number") return null;
    if (typeof payload.sid !== "string") return null;
    return { sub: payload.sub, sv: payload.sv, sid: payload.sid };
  } catch {
    return null;
  }
}
