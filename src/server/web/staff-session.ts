import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ApiError, readCookie, sessionCookieName } from "@/server/platform";
import { recordStaffAction, staffCookieName, staffFromToken, type StaffActor } from "@/server/support";
import { sessionFromToken } from "@/server/auth";
import { db } from "@/server/db";
import { mayAccess, type StaffAccess } from "@/lib/staff";
import { phrase, type Phrase } from "@/i18n/phrase";
import { publicRoute } from "./handler";

type Params = Promise<Record<string, string | string[]>>;
type Result = Response | Record<string, unknown>;

export const STAFF_SIGN_IN_REQUIRED = phrase("serverErrors.staffSignInRequired");
export const CUSTOMER_SESSION_REFUSED = phrase("serverErrors.staffCustomerSession");
export const STAFF_ROLE_MISSING = phrase("serverErrors.staffMissingRole");

type Verdict = { staff: StaffActor } | { refused: Phrase; signedOut: boolean };

/**
 * The one check behind every staff handler and page: a current staff session (its own cookie, never
 * next-auth's) with the role the place needs. A customer's session opens nothing here. A signed-in staff
 * member refused for a missing role is recorded in the audit trail; anyone else refused (no session, a
 * customer's, an ended one) only in the server's log, so no outsider can add rows to the append-only trail.
 */
async function checkStaff(
  staffToken: string | undefined,
  customerToken: string | undefined,
  access: StaffAccess,
  place: string,
): Promise<Verdict> {
  const staff = await staffFromToken(db, staffToken);
  if (staff && mayAccess(staff.roles, access)) return { staff };
  if (staff) {
    logRefusal("role", place);
    await recordStaffAction(db, {
      staffId: staff.id,
      action: "access.refused",
      subject: { type: "page", id: place },
      after: { why: "role", needs: access },
    });
    return { refused: STAFF_ROLE_MISSING, signedOut: false };
  }
  if (await sessionFromToken(customerToken)) {
    logRefusal("customer-session", place);
    return { refused: CUSTOMER_SESSION_REFUSED, signedOut: false };
  }
  logRefusal("no staff session", place);
  return { refused: STAFF_SIGN_IN_REQUIRED, signedOut: true };
}

/** One line, no secrets: the place is the request's path, cut short and quoted so it cannot forge a line. */
function logRefusal(why: string, place: string) {
  console.warn(`staff console: refused ${why} at ${JSON.stringify(place.slice(0, 128))}`);
}

/**
 * For staff route handlers: as publicRoute (same-origin, errors in words), and then 403 in a sentence for a
 * customer's session, an ended or missing staff session, or a staff member without the role.
 */
export function staffRoute(
  access: StaffAccess,
  handle: (request: Request, staff: StaffActor, context: { params: Params }) => Promise<Result>,
) {
  return publicRoute(async (request, context) => {
    const verdict = await checkStaff(
      readCookie(request, staffCookieName()),
      readCookie(request, sessionCookieName()),
      access,
      new URL(request.url).pathname,
    );
    if ("refused" in verdict) throw new ApiError("forbidden", verdict.refused);
    return handle(request, verdict.staff, context);
  });
}

/** The staff member for this page render, or null; asked once per request. */
export const getStaffMember = cache(async (): Promise<StaffActor | null> => {
  return staffFromToken(db, (await cookies()).get(staffCookieName())?.value);
});

/**
 * For staff pages: the staff member, or the sentence to show instead of the page. Nobody signed in at all is
 * sent to the staff sign-in; the proxy only redirects, the page decides.
 */
export async function staffPage(
  access: StaffAccess,
  place: string,
): Promise<{ staff: StaffActor } | { refused: Phrase }> {
  const store = await cookies();
  const verdict = await checkStaff(
    store.get(staffCookieName())?.value,
    store.get(sessionCookieName())?.value,
    access,
    place,
  );
  if ("staff" in verdict) return verdict;
  if (verdict.signedOut) redirect("/staff/login");
  return { refused: verdict.refused };
}
