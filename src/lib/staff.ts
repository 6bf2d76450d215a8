// The staff console's roles and sections, shared by its pages, its navigation and the server's checks.

export const STAFF_ROLES = ["SUPPORT", "OPERATIONS", "ADMIN"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every staff page and handler names the role it needs; "ANY" is every signed-in staff member. */
export type StaffAccess = StaffRole | "ANY";

export function mayAccess(roles: readonly StaffRole[], access: StaffAccess): boolean {
  return access === "ANY" || roles.includes(access);
}

/** A UUID as PostgreSQL stores it (8-4-4-4-12 hex): anything else is refused before it reaches a query. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Acknowledge within a day, decide within 14: the clocks support's queue counts against. */
export const CASE_ACKNOWLEDGE_MS = 24 * 60 * 60 * 1000;
export const CASE_DECIDE_MS = 14 * 24 * 60 * 60 * 1000;
