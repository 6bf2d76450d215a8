import "server-only";
import { randomBytes } from "node:crypto";
import { type Database, ApiError } from "@/server/platform";
import { hashPassword, newTotpSecret, sealTotpSecret, totpUri } from "@/server/auth";
import { STAFF_ROLES, type StaffRole } from "@/lib/staff";
import { phrase } from "@/i18n/phrase";
import { recordStaffAction } from "./staff-audit";

/** A signed-in staff member, as every staff handler and page receives them. */
export type StaffActor = { id: string; email: string; name: string; roles: StaffRole[]; sessionId: string };

export type NewStaffMember = { id: string; email: string; password: string; secret: string; otpauthUri: string };

/** What `npm run staff:add` was given cannot make a staff member: said in English, on the command line. */
export class StaffInputRefused extends Error {}

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Roles from "support,operations": known names only, each once, in their usual order. */
export function parseRoles(text: string): StaffRole[] {
  const asked = text
    .split(",")
    .map((role) => role.trim().toUpperCase())
    .filter(Boolean);
  const unknown = asked.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (unknown.length || !asked.length)
    throw new StaffInputRefused(`Roles are one or more of: support, operations, admin.`);
  return STAFF_ROLES.filter((role) => asked.includes(role));
}

/**
 * Creates a staff member with a generated password and authenticator secret, answered once (for
 * `npm run staff:add` to print): only the password's bcrypt hash and the sealed secret are kept.
 */
export async function addStaffMember(
  db: Database,
  input: { email: string; name: string; roles: StaffRole[] },
): Promise<NewStaffMember> {
  const email = normalEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffInputRefused(`${input.email} is not an email address.`);
  const name = input.name.trim();
  if (!name || name.length > 100) throw new StaffInputRefused("The name must be 1 to 100 characters.");
  if (!input.roles.length) throw new StaffInputRefused("A staff member needs at least one role.");
  const password = randomBytes(18).toString("base64url");
  const secret = newTotpSecret();
  const member = await db.staffMember.create({
    data: {
      email,
      name,
      roles: input.roles,
      passwordHash: await hashPassword(password),
      totpSecretEncrypted: sealTotpSecret(secret),
    },
    select: { id: true },
  });
  return { id: member.id, email, password, secret, otpauthUri: totpUri(secret, `Veil staff: ${email}`) };
}

export type StaffListing = {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  disabledAt: Date | null;
  createdAt: Date;
};

export function listStaff(db: Database): Promise<StaffListing[]> {
  return db.staffMember.findMany({
    orderBy: [{ disabledAt: { sort: "asc", nulls: "first" } }, { name: "asc" }],
    select: { id: true, email: true, name: true, roles: true, disabledAt: true, createdAt: true },
  });
}

export const LAST_ADMIN = phrase("serverErrors.staffLastAdmin");
export const STAFF_NOT_FOUND = phrase("serverErrors.staffStaffNotFound");
export const CHANGED_MEANWHILE = phrase("serverErrors.staffChangedMeanwhile");
export const NOTHING_CHANGED = phrase("serverErrors.staffNothingChanged");

/**
 * An admin changes a staff member's roles or disables them, audited in the same transaction. The enabled
 * admins are locked first, so two changes at once cannot each leave the other as the last admin and then
 * remove them both: whatever the change, at least one enabled admin remains. Roles are kept each once, in their
 * usual order; a change that changes nothing is refused and writes nothing (not even an audit row).
 */
export async function changeStaffMember(
  db: Database,
  actor: StaffActor,
  staffId: string,
  change: { roles?: StaffRole[]; disable?: boolean },
  reason: string,
): Promise<StaffListing> {
  return db.$transaction(async (tx) => {
    const admins = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM staff_members WHERE 'ADMIN' = ANY(roles) AND disabled_at IS NULL ORDER BY id FOR UPDATE`;
    const before = await tx.staffMember.findUnique({
      where: { id: staffId },
      select: { id: true, email: true, name: true, roles: true, disabledAt: true, createdAt: true },
    });
    if (!before) throw new ApiError("not_found", STAFF_NOT_FOUND);
    const roles = STAFF_ROLES.filter((role) => (change.roles ?? before.roles).includes(role));
    if (!roles.length) throw new ApiError("bad_request", phrase("serverErrors.staffNoRoles"));
    const disabled = change.disable ?? before.disabledAt !== null;
    const sameRoles = roles.join() === STAFF_ROLES.filter((role) => before.roles.includes(role)).join();
    if (sameRoles && disabled === (before.disabledAt !== null)) throw new ApiError("conflict", NOTHING_CHANGED);
    const staysAdmin = roles.includes("ADMIN") && !disabled;
    const remaining = admins.filter((admin) => admin.id !== staffId).length + (staysAdmin ? 1 : 0);
    if (remaining === 0) throw new ApiError("conflict", LAST_ADMIN);
    const after = await tx.staffMember.update({
      where: { id: staffId },
      data: { roles, disabledAt: disabled ? (before.disabledAt ?? new Date()) : null },
      select: { id: true, email: true, name: true, roles: true, disabledAt: true, createdAt: true },
    });
    if (disabled && !before.disabledAt) {
      await tx.staffSession.updateMany({ where: { staffId, endedAt: null }, data: { endedAt: new Date() } });
    }
    await recordStaffAction(tx, {
      staffId: actor.id,
      action: disabled && !before.disabledAt ? "staff.disable" : "staff.change",
      subject: { type: "staff", id: staffId },
      reason,
      before: { roles: before.roles, disabled: before.disabledAt !== null },
      after: { roles: after.roles, disabled: after.disabledAt !== null },
    });
    return after;
  });
}
