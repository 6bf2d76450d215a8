import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { decodeSession, sessionCookieName } from "@/server/auth/session-token";
import { db } from "@/server/db";
import { readCookie } from "@/server/http/read-cookie";
import type { SessionUser } from "@/lib/session-user";

/** The signed-in user as the server knows it. Screens get only the SessionUser part. */
export type AuthUser = SessionUser & {
  id: string;
  sessionVersion: number;
  walletId: string;
  appearance: { darkMode: boolean; largerText: boolean };
};

/**
 * The user a session token belongs to, or null. The token's session version must equal the user's: logout
 * and a password change bump it, so a copy of an older cookie is refused from then on.
 */
export async function userFromSessionToken(token: string | undefined): Promise<AuthUser | null> {
  if (!token) return null;
  const claims = await decodeSession(token);
  if (!claims) return null;
  const user = await db.user.findUnique({
    where: { id: claims.sub },
    select: {
      id: true,
      fullName: true,
      phoneNumber: true,
      email: true,
      walletId: true,
      sessionVersion: true,
      settings: { select: { darkMode: true, largerText: true } },
    },
  });
  if (!user || user.sessionVersion !== claims.sv) return null;
  const { settings, ...rest } = user;
  return { ...rest, appearance: { darkMode: settings?.darkMode ?? false, largerText: settings?.largerText ?? false } };
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
