import "server-only";
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import {
  type Database,
  type HourlyLimit,
  ApiError,
  derivedMacKey,
  perClient,
  readCookie,
  refundHourly,
  secureCookies,
  spendHourly,
} from "@/server/platform";
import { openTotpSecret, totpStep, unknownUserHash, verifyPassword } from "@/server/auth";
import type { StaffRole } from "@/lib/staff";
import { phrase } from "@/i18n/phrase";
import { recordStaffAction } from "./staff-audit";
import { normalEmail, type StaffActor } from "./staff-members";
import { isUuid } from "@/lib/staff";

/** A staff session ends after this long without a request, and after STAFF_ABSOLUTE_MS whatever happens. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/**
 * Refused sign-ins per email and per client address in each clock hour; a browser that proves it signed in as
 * the member before (its device cookie) has its own count instead, so strangers cannot lock the owner out.
 */
export const STAFF_SIGN_INS_PER_EMAIL = 10;
export const STAFF_SIGN_INS_PER_CLIENT = 30;
export const STAFF_SIGN_INS_PER_DEVICE = 10;
/** A staff member's own laptop keeps its device cookie between working weeks and holidays. */
const STAFF_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const STAFF_SIGN_IN_PATH = "/api/staff/login";

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

const deviceMac = (text: string) =>
  createHmac("sha256", derivedMacKey(env().NEXTAUTH_SECRET, "veil staff device")).update(text).digest();

/** One device cookie per staff member a browser signed in as, named by a keyed hash of the member's id. */
export function staffDeviceCookieName(staffId: string): string {
  const tag = deviceMac(`name\0${staffId}`).subarray(0, 9).toString("base64url");
  return `${secureCookies() ? "__Secure-" : ""}veil-staff-device-${tag}`;
}

const deviceSignature = (staffId: string, deviceId: string) => deviceMac(`device\0${staffId}\0${deviceId}`);

/** The device id a cookie proves for this staff member, or null when it is missing, forged or another's. */
function staffDeviceFromCookie(staffId: string, value: string | undefined): string | null {
  const [deviceId, sent] = (value ?? "").split(".");
  if (!deviceId || !sent || !isUuid(deviceId)) return null;
  const expected = deviceSignature(staffId, deviceId);
  const given = Buffer.from(sent, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The device cookie a successful sign-in sets: signed for this member, sent back with sign-ins only. */
export function staffDeviceCookie(staffId: string, deviceId: string) {
  return {
    name: staffDeviceCookieName(staffId),
    value: `${deviceId}.${deviceSignature(staffId, deviceId).toString("base64url")}`,
    options: {
      httpOnly: true,
      sameSite: "strict" as const,
      path: STAFF_SIGN_IN_PATH,
      secure: secureCookies(),
      maxAge: STAFF_DEVICE_MAX_AGE_SECONDS,
    },
  };
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type StaffSignIn = { email: string; password: string; code: string };

/**
 * Password and authenticator code, both checked every time (bcrypt in the auth module's worker pool), then a
 * session whose token only the browser holds. The code's time step is stored in the statement that accepts it,
 * so a code is accepted once, even twice at once. Each attempt is counted before anything is checked (so
 * parallel guesses cannot slip under a limit) and given back when it succeeds: only refusals count. A browser
 * with the member's device cookie is counted in its own lane; any other in the email's and the client's. A
 * refused sign-in of a staff email is in the audit trail; one for an email that is no staff member's is only
 * logged, so strangers cannot fill the append-only trail.
 */
export async function signInStaff(
  db: Database,
  input: StaffSignIn,
  headers: Headers,
): Promise<{ token: string; staff: StaffActor; device: ReturnType<typeof staffDeviceCookie> }> {
  const email = normalEmail(input.email);
  const member = await db.staffMember.findUnique({ where: { email } });
  const deviceId = member
    ? staffDeviceFromCookie(member.id, readCookie(headers, staffDeviceCookieName(member.id)))
    : null;
  const lane: HourlyLimit[] =
    member && deviceId
      ? [{ bucket: `staff-sign-in:device:${member.id}:${deviceId}`, max: STAFF_SIGN_INS_PER_DEVICE }]
      : [
          { bucket: `staff-sign-in:email:${email}`, max: STAFF_SIGN_INS_PER_EMAIL },
          ...perClient(headers, "staff-sign-in", STAFF_SIGN_INS_PER_CLIENT),
        ];
  const now = new Date();
  await spendHourly(db, lane, now);
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
  if (!member) {
    console.warn("staff console: refused a sign-in for an email that is no staff member's");
    throw new ApiError("unauthorized", STAFF_SIGN_IN_FAILED);
  }
  if (fresh.count === 0) {
    // Only that it was refused: which part was wrong would tell any staff member reading the trail a password.
    await recordStaffAction(db, {
      staffId: member.id,
      action: "sign-in.refused",
      subject: { type: "staff-email", id: email },
    });
    throw new ApiError("unauthorized", STAFF_SIGN_IN_FAILED);
  }
  await refundHourly(db, lane, now);
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
    device: staffDeviceCookie(member.id, deviceId ?? randomUUID()),
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
