import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { sessionCookieName, readCookie } from "@/server/platform";
import {
  currentUser,
  sessionFromToken,
  signedInWithPin,
  type AuthUser,
  recordSession,
  type SessionSubject,
  type SigningIn,
} from "@/server/auth";
import { db } from "@/server/db";
import { SIGNED_OUT_LOGIN } from "@/lib/signed-out";

/** The user a session token belongs to, or null when the token is not ours or its session has ended. */
export async function userFromSessionToken(token: string | undefined): Promise<AuthUser | null> {
  const session = await sessionFromToken(token);
  return session ? currentUser(db, session) : null;
}

/** The session's user once the session is current and its PIN right, in one statement (pinRoute). */
export function userWithTransactionPin(session: SessionSubject, pin: string | undefined): Promise<AuthUser> {
  return signedInWithPin(db, session, pin);
}

/** The session token a request carries (route handlers). */
export function sessionTokenFrom(request: Request): string | undefined {
  return readCookie(request, sessionCookieName());
}

/** Records a signed-in session in the process's database (signedInResponse's one write). */
export function recordSignIn(
  user: SigningIn,
  headers: Headers,
): Promise<{ sessionId: string; deviceId: string | null }> {
  return recordSession(db, user, headers);
}

/** The signed-in user for this page render, or null; asked once per request however many components ask. */
export const getSessionUser = cache(async (): Promise<AuthUser | null> => {
  const store = await cookies();
  return userFromSessionToken(store.get(sessionCookieName())?.value);
});

/**
 * For protected pages: the proxy redirects too, but a page never relies on it. A browser that still holds a
 * session its owner ended (from another device, a password change or reset) is told so on the login page.
 */
export async function requireUser(): Promise<AuthUser> {
  const user = await getSessionUser();
  if (!user) redirect((await cookies()).has(sessionCookieName()) ? SIGNED_OUT_LOGIN : "/login");
  return user;
}
