import "server-only";
import { type Database, ApiError, SIGN_IN_REQUIRED, preparedStatement, decodeSession } from "@/server/platform";
import type { SessionUser } from "@/lib/session-user";
import type { DisplayCurrency, Language } from "@/i18n/locales";
import { refuseClosedAccount } from "@/server/support";

// The session module: who is asking, and whether their session is current. A session is current while its row
// in user_sessions has not ended (logout, "Sign out" from another device) and its version is the user's (a
// password change or a reset bumps the version, ending every session at once), so a copy of an ended session's
// cookie is refused from then on. No Next imports here, so scripts (the seed) can load the services that use it;
// src/server/web/session.ts adds the request's cookies and the page helpers.

declare const checkedCurrent: unique symbol;

/**
 * Who is asking, on the server: the one type for a signed-in user. Only currentUser makes one, after checking
 * that the session is current (and signingInUser, for a user whose session is being made), so a service that
 * takes an AuthUser cannot be handed a session nobody checked (the brand below has no value a handler could
 * write by hand). Screens get only the SessionUser part.
 */
export type AuthUser = SessionUser & {
  id: string;
  sessionVersion: number;
  walletId: string;
  /**
   * The session's row in user_sessions: what send_money holds while it moves money, so a freeze or a sign-out
   * elsewhere either waits for the send or is waited for. Null for a user being signed in, who has no session yet.
   */
  sessionId: string | null;
  /**
   * The key the login throttle counts this session's secret checks under (the current password, a
   * second-factor code): the session's device, or the session itself when it has none. Null for a user
   * being signed in, who has no session yet. A signed-in person's checks never share the number's bucket,
   * where a stranger's failed logins are counted.
   */
  throttleKey: string | null;
  /** Settings › Preferences, applied to every page: the theme, the text size, the language and the currency shown beside naira;
   * and the two switches the browser itself obeys: haptic feedback and usage analytics. */
  appearance: {
    darkMode: boolean;
    largerText: boolean;
    language: Language;
    currency: DisplayCurrency;
    hapticFeedback: boolean;
    usageAnalytics: boolean;
  };
  readonly [checkedCurrent]: true;
};

/**
 * A sign-in in progress, the one type for it: the account and its session version, before any session exists.
 * A login adds the number and the browser's device id for the account (null when it had no device cookie, so
 * that the owner is told of a new device); a new wallet, a renewal after a password change and Google add
 * neither.
 */
export type SigningIn = Pick<AuthUser, "id" | "sessionVersion"> & { phoneNumber?: string; deviceId?: string | null };

/**
 * What a session token proves without the database: whose it is, its version and its row. Not yet proof that
 * the session is current: currentUser (or the PIN's statement, for a request that moves money) turns it into an
 * AuthUser.
 */
export type SessionSubject = Pick<AuthUser, "id" | "sessionVersion"> & { sessionId: string };

const USER_COLUMNS = `u.id, u.full_name, u.phone_number, u.email, u.wallet_id, u.session_version,
          coalesce(s.dark_mode, false) AS dark_mode, coalesce(s.larger_text, false) AS larger_text,
          coalesce(s.language::text, 'en') AS language, coalesce(s.currency::text, 'ngn') AS currency,
          coalesce(s.haptic_feedback, true) AS haptic_feedback, coalesce(s.usage_analytics, true) AS usage_analytics`;

/**
 * The session's user while the session ($1 user, $2 session row, $3 version) is current, and no row otherwise:
 * its row live and of the user's current version. The PIN's statement reads it too, checking the session in its
 * own round trip.
 */
export const CURRENT_SESSION_USER = `SELECT ${USER_COLUMNS}, coalesce(us.device_id, 'session:' || us.id::text) AS throttle_key
     FROM users u
     JOIN user_sessions us
       ON us.id = $2::uuid AND us.user_id = u.id AND us.ended_at IS NULL AND us.session_version = u.session_version
     LEFT JOIN user_settings s ON s.user_id = u.id
    WHERE u.id = $1::uuid AND u.session_version = $3::int`;

// As CURRENT_SESSION_USER, and the session's last_seen_at moves forward at most once a minute: the UPDATE matches
// nothing in between, so almost every request only reads. Data-modifying CTEs always run, in the same round trip.
const SESSION_USER = preparedStatement(
  "session-user",
  `WITH seen AS (
     UPDATE user_sessions SET last_seen_at = now()
      WHERE id = $2::uuid AND user_id = $1::uuid AND ended_at IS NULL AND session_version = $3::int
        AND last_seen_at < now() - interval '1 minute'
        AND session_version = (SELECT session_version FROM users WHERE id = $1::uuid)
     RETURNING id
   )
   ${CURRENT_SESSION_USER}`,
);

const ACCOUNT_USER = `SELECT ${USER_COLUMNS}, NULL::text AS throttle_key FROM users u LEFT JOIN user_settings s ON s.user_id = u.id WHERE u.id = $1::uuid`;

export type SessionRow = {
  id: string;
  full_name: string;
  phone_number: string;
  email: string | null;
  wallet_id: string;
  session_version: number;
  throttle_key: string | null;
  dark_mode: boolean;
  larger_text: boolean;
  language: Language;
  currency: DisplayCurrency;
  haptic_feedback: boolean;
  usage_analytics: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a session token says without the database: whose it is, its session version and its session's id. Null
 * when it is missing, forged, tampered with, expired or from before sessions had ids. Not proof the session is
 * current: logout ends it in the database.
 */
export async function sessionFromToken(token: string | undefined): Promise<SessionSubject | null> {
  if (!token) return null;
  const claims = await decodeSession(token);
  if (!claims || !UUID.test(claims.sub) || !UUID.test(claims.sid)) return null;
  return { id: claims.sub, sessionVersion: claims.sv, sessionId: claims.sid };
}

/** The session's user, or null when the session has ended (or the user no longer exists). */
export async function currentUser(db: Database, session: SessionSubject): Promise<AuthUser | null> {
  // One round trip for the session's row, the user, their tier and their appearance settings: every API call
  // and page render runs this, so it goes to the pool directly rather than through the ORM, prepared once per
  // connection.
  const { rows } = await db.sql.query<SessionRow>(
    SESSION_USER([session.id, session.sessionId, session.sessionVersion]),
  );
  return currentSessionUser(rows[0], session);
}

/**
 * The user who has just proved who they are (a password, a second factor, a passkey, a new wallet), before
 * their session exists: signedInResponse then makes the session. 401 when the version has moved on meanwhile.
 */
export async function signingInUser(db: Database, account: SigningIn): Promise<AuthUser> {
  const { rows } = await db.sql.query<SessionRow>(ACCOUNT_USER, [account.id]);
  const user = authUser(rows[0], { ...account, sessionId: null });
  if (!user) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
  await refuseClosedAccount(db, account.id);
  return user;
}

/** The session a signed-in user asks with; a user being signed in has none yet, and is told to sign in. */
export function currentSessionId(user: AuthUser): string {
  if (!user.sessionId) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
  return user.sessionId;
}

/** A row of SESSION_USER or CURRENT_SESSION_USER as the session's user: null when there was none. */
export function currentSessionUser(row: SessionRow | undefined, session: SessionSubject): AuthUser | null {
  return authUser(row, session);
}

function authUser(
  user: SessionRow | undefined,
  expected: Pick<AuthUser, "id" | "sessionVersion" | "sessionId">,
): AuthUser | null {
  if (!user || user.session_version !== expected.sessionVersion) return null;
  return {
    id: user.id,
    fullName: user.full_name,
    phoneNumber: user.phone_number,
    email: user.email,
    walletId: user.wallet_id,
    sessionVersion: user.session_version,
    sessionId: expected.sessionId,
    throttleKey: user.throttle_key,
    appearance: {
      darkMode: user.dark_mode,
      largerText: user.larger_text,
      language: user.language,
      currency: user.currency,
      hapticFeedback: user.haptic_feedback,
      usageAnalytics: user.usage_analytics,
    },
  } as AuthUser;
}
