import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { type Database, ApiError, perClient, secureCookies, spendHourly } from "@/server/platform";
import { openTotpSecret, totpStep, unknownUserHash, verifyPassword } from "@/server/auth";
import type { StaffRole } from "@/lib/staff";
import { phrase } from "@/i18n/phrase";
import { recordStaffAction } from "./staff-audit";
import { normalEmail, type StaffActor } from "./staff-members";

/** A staff session ends after this long without a request, and after STAFF_ABSOLUTE_MS whatever happens. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Sign-in attempts per email and per client address in each clock hour, right or wrong. */
export const STAFF_SIGN_INS_PER_EMAIL = 10;
export const STAFF_SIGN_INS_PER_CLIENT = 30;

/** One answer for a wrong email, password or code, or a disabled member: it never says which. */
export const STAFF_SIGN_IN_FAILED = phrase("serverErrors.staffSignInFailed");

/**
 * The staff cookie: its own name, never next-auth's, host-only and same-site strict. `__Host-` where it is
 * Secure (production): no subdomain and no plain-http page can set or overwrite it.
 */
export function staffCookieName(): string {
  return secureCookies() ? "__Host-veil-staff" : "veil-staff";
}

export function staffCookieOptions() {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    path: "/",
    secure: secureCookies(),
    maxAge: STAFF_ABSOLUTE_MS / 1000,
  };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type StaffSignIn = { email: string; password: string; code: string };

/**
 * Password and authenticator code, both checked every time (bcrypt in the auth module's worker pool), then a
 * session whose token only the browser holds. The code's time step is stored in the statement that accepts it,
 * so a code is accepted once, even twice at once. Every attempt counts against the email's and the client's
 * hourly limits before anything is checked; every outcome is in the audit trail.
 */
export async function signInStaff(
  db: Database,
  input: StaffSignIn,
  headers: Headers,
): Promise<{ token: string; staff: StaffActor }> {
  const email = normalEmail(input.email);
  await spendHourly(db, [
    { bucket: `staff-sign-in:email:${email}`, max: STAFF_SIGN_INS_PER_EMAIL },
    ...perClient(headers, "staff-sign-in", STAFF_SIGN_INS_PER_CLIENT),
  ]);
  const member = await db.staffMember.findUnique({ where: { email } });
  // An unknown email is checked against a hash nobody knows: it takes as long as a wrong password.
  const passwordRight = await verifyPassword(input.password, member?.passwordHash ?? (await unknownUserHash()));
  const step = member && passwordRight ? totpStep(openTotpSecret(member.totpSecretEncrypted), input.code) : null;
  const fresh =
    member && !member.disabledAt && step !== null
      ? await db.staffMember.updateMany({
          where: { id: member.id, OR: [{ lastTotpStep: null }, { lastTotpStep: { lt: BigInt(step) } }] },
          data: { lastTotpStep: BigInt(step) },
        })
      : { count: 0 };
  if (!member || fresh.count === 0) {
    await recordStaffAction(db, {
      staffId: member?.id ?? null,
      action: "sign-in.refused",
      subject: { type: "staff-email", id: email },
      after: member ? { password: passwordRight, code: step !== null, disabled: member.disabledAt !== null } : null,
    });
    throw new ApiError("unauthorized", STAFF_SIGN_IN_FAILED);
  }
  const token = randomBytes(32).toString("base64url");
  const session = await db.$transaction(async (tx) => {
    const created = await tx.staffSession.create({
      data: { staffId: member.id, tokenHash: hashToken(token) },
      select: { id: true },
    });
    await recordStaffAction(tx, {
      staffId: member.id,
      action: "sign-in",
      subject: { type: "staff", id: member.id },
    });
    return created;
  });
  return {
    token,
    staff: { id: member.id, email: member.email, name: member.name, roles: member.roles, sessionId: session.id },
  };
}

/**
 * The staff member a token belongs to, or null: unknown, signed out, idle for 30 minutes, older than 12 hours,
 * or the member disabled. One statement checks all of it by the database's clock and marks the session seen.
 */
export async function staffFromToken(db: Database, token: string | undefined): Promise<StaffActor | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db.$queryRaw<
    { id: string; email: string; name: string; roles: StaffRole[]; session_id: string }[]
  >`
    UPDATE staff_sessions s SET last_seen_at = now()
      FROM staff_members m
     WHERE s.token_hash = ${hashToken(token)} AND s.ended_at IS NULL
       AND s.last_seen_at > now() - make_interval(secs => ${STAFF_IDLE_MS / 1000})
       AND s.created_at > now() - make_interval(secs => ${STAFF_ABSOLUTE_MS / 1000})
       AND m.id = s.staff_id AND m.disabled_at IS NULL
    RETURNING m.id, m.email, m.name, m.roles::text[] AS roles, s.id AS session_id`;
  return row ? { id: row.id, email: row.email, name: row.name, roles: row.roles, sessionId: row.session_id } : null;
}

/** Signs out: the session's row is ended, so the cookie opens nothing even if it was copied. */
export async function endStaffSession(db: Database, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.$transaction(async (tx) => {
    const session = await tx.staffSession.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!session || session.endedAt) return;
    await tx.staffSession.update({ where: { id: session.id }, data: { endedAt: new Date() } });
    await recordStaffAction(tx, {
      staffId: session.staffId,
      action: "sign-out",
      subject: { type: "staff", id: session.staffId },
    });
  });
}
