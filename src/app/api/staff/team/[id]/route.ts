// POST /api/staff/team/:id - an admin changes a staff member's roles or disables them (audited)
import { staffTeamChangeSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { ApiError, readBody } from "@/server/platform";
import { changeStaffMember } from "@/server/support";
import { db } from "@/server/db";
import { phrase } from "@/i18n/phrase";
import { isUuid } from "@/lib/staff";

export const POST = staffRoute("ADMIN", async (request, staff, { params }) => {
  const { id } = (await params) as { id: string };
  if (!isUuid(id)) throw new ApiError("not_found", phrase("serverErrors.staffStaffNotFound"));
  const { roles, disable, reason } = await readBody(request, staffTeamChangeSchema);
  const changed = await changeStaffMember(db, staff, id, { roles, disable }, reason);
  return { data: { roles: changed.roles, disabled: changed.disabledAt !== null } };
});
