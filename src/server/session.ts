import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { sessionCookieName } from "@/server/auth/session-token";
import { currentUser, sessionFromToken, type AuthUser } from "@/server/auth/current-user";
import { db } from "@/server/db";
import { readCookie } from "@/server/http/read-cookie";

/** The user a session token belongs to, or null when the token is not ours or its session has ended. */
export async function userFromSessionToken(token: string | undefined): Promise<AuthUser | null> {
  const session = await sessionFromToken(token);
  return session ? currentUser(db, session) : null;
}

/** The session token a request carries (route handlers). */
export function sessionTokenFrom(request: Request): string | undefined {
  return readCookie(request, sessionCookieName());
}

/** The signed-in user for this page render, or null; asked once per request however many components ask. */
export const getSessionUser = cache(async (): Promise<AuthUser | null> => {
  const store = await cookies();
  return userFromSessionToken(store.get(sessionCookieName())?.value);
});

/** For protected pages: the proxy redirects too, but a page never relies on it. */
export async function requireUser(): Promise<AuthUser> {
  const user = await getSessionUser();
  if (!user) redirect("/login");
  return user;
}
