// POST /api/staff/reconciliation/run - operations compares one Lagos day's money with each provider's records now
import { staffReconciliationRunSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { runReconciliation } from "@/server/money";
import { recordStaffAction } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("OPERATIONS", async (request, staff) => {
  const { day } = await readBody(request, staffReconciliationRunSchema);
  const { before, after } = await runReconciliation(db, { staffId: staff.id }, day);
  // The run moves no money: recorded once it has finished, with what it replaced.
  await recordStaffAction(db, {
    staffId: staff.id,
    action: "reconciliation.run",
    subject: { type: "reconciliation-day", id: day },
    before,
    after,
  });
  return { data: { runs: after } };
});
