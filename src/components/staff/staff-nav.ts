import type { StaffAccess } from "@/lib/staff";

/**
 * The console's sections, in the order the navigation shows them, each with the role it needs: a staff member
 * sees only what their roles open. A new section is one line here (its label in the `staff.nav` texts) and a
 * page under src/app/staff/ that checks the same role.
 */
export const STAFF_NAV = [
  { key: "cases", href: "/staff", access: "SUPPORT" },
  { key: "payouts", href: "/staff/payouts", access: "OPERATIONS" },
  { key: "held", href: "/staff/held", access: "OPERATIONS" },
  { key: "reconciliation", href: "/staff/reconciliation", access: "OPERATIONS" },
  { key: "anomalies", href: "/staff/anomalies", access: "OPERATIONS" },
  { key: "team", href: "/staff/team", access: "ADMIN" },
  { key: "audit", href: "/staff/audit", access: "ANY" },
] as const satisfies readonly { key: string; href: string; access: StaffAccess }[];

export type StaffNavKey = (typeof STAFF_NAV)[number]["key"];
