import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { decodeSession, sessionCookieName, type SessionSubject } from "@/server/auth/session-token";
import { db } from "@/server/db";
import { preparedStatement } from "@/server/prepared-statement";
import { readCookie } from "@/server/http/read-cookie";
import type { SessionUser } from "@/lib/session-user";

/** The signed-in user as the server knows it. Screens get only the SessionUser part. */
export type AuthUser = SessionUser & {
  id: string;
  sessionVersion: number;
  walletId: string;
  /** Verified by BVN (tier 3) rather than by phone number only (tier 1): it sets the user's limits. */
  verifiedByBvn: boolean;
  appearance: { darkMode: boolean; largerText: boolean };
};

const SESSION_USER = preparedStatement(
  "session-user",
  `SELECT u.id, u.full_name, u.phone_number, u.email, u.wallet_id, u.session_version,
          u.bvn_hash IS NOT NULL AS verified_by_bvn,
          coalesce(s.dark_mode, false) AS dark_mode, coalesce(s.larger_text, false) AS larger_text
     FROM users u LEFT JOIN user_settings s ON s.user_id = u.id
    WHERE u.id = $1::uuid`,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a session token says without the database: whose it is and its session version. Null when it is
 * missing, forged, tampered with or expired. Not proof the session is current: logout ends it in the database.
 */
export async function sessionFromToken(token: string | undefined): Promise<SessionSubject | null> {
  if (!token) return null;
  const claims = await decodeSession(token);
  if (!claims || !UUID.test(claims.sub)) return null;
  return { id: claims.sub, sessionVersion: claims.sv };
}

/**
 * The user a session token belongs to, or null. The token's session version must equal the user's: logout
 * and a password change bump it, so a copy of an older cookie is refused from then on.
 */
export async function userFromSessionToken(token: string | undefined): Promise<AuthUser | null> {
  const session = await sessionFromToken(token);
  if (!session) return null;
  // One round trip for the user, their tier and their appearance settings: every API call and page render runs
  // this, so it goes to the pool directly rather than through the ORM, prepared once per connection.
  const { rows } = await db.sql.query<SessionRow>(SESSION_USER([session.id]));
  const user = rows[0];
  if (!user || user.session_version !== session.sessionVersion) return null;
  return {
    id: user.id,
    fullName: user.full_name,
    phoneNumber: user.phone_number,
    email: user.email,
    walletId: user.wallet_id,
    sessionVersion: user.session_version,
    verifiedByBvn: user.verified_by_bvn,
    appearance: { darkMode: user.dark_mode, largerText: user.larger_text },
  };
}

type SessionRow = {
  id: string;
  full_name: string;
  phone_number: string;
  email: string | null;
  wallet_id: string;
  session_version: number;
  verified_by_bvn: boolean;
  dark_mode: boolean;
  larger_text: boolean;
};

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
