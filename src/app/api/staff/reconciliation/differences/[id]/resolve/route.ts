// POST /api/staff/reconciliation/differences/:id/resolve - operations marks a difference resolved, saying what was done
import { staffReasonSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { resolveReconciliationDifference } from "@/server/money";
import { recordStaffAction } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("OPERATIONS", async (request, staff, { params }) => {
  const { id } = (await params) as { id: string };
  const { reason } = await readBody(request, staffReasonSchema);
  const { after } = await resolveReconciliationDifference(
    db,
    { staffId: staff.id },
    { differenceId: id, note: reason },
    (tx, change) =>
      recordStaffAction(tx, {
        staffId: staff.id,
        action: "reconciliation.resolve",
        subject: { type: "reconciliation-difference", id },
        reason,
        ...change,
      }),
  );
  return { data: { difference: after } };
});
