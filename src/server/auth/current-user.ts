import "server-only";
import type { Database } from "@/server/prisma-client";
import { ApiError, SIGN_IN_REQUIRED } from "@/server/http/api-error";
import { preparedStatement } from "@/server/prepared-statement";
import type { SessionUser } from "@/lib/session-user";
import { decodeSession, type SessionSubject } from "./session-token";

// A session is current while its version is the user's: logout and a password change bump the version, so a copy
// of an older cookie is refused from then on. No Next imports here, so scripts (the seed) can load the services
// that use it; src/server/session.ts adds the request's cookies.

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

/** The session's user, or null when the session has ended (or the user no longer exists). */
export async function currentUser(db: Database, session: SessionSubject): Promise<AuthUser | null> {
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

/** Refuses, with 401, a session that has ended: for services under sessionRoute, which checks only the token. */
export async function requireCurrentSession(db: Database, session: SessionSubject): Promise<void> {
  if (!(await currentUser(db, session))) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
}
