// POST /api/staff/held/:transactionId/credit - operations credits a held deposit that now fits the wallet, with a reason
import { staffReasonSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { creditHeldDeposit } from "@/server/money";
import { heldTransactionId, maskedHeldChange, recordStaffAction } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("OPERATIONS", async (request, staff, { params }) => {
  const transactionId = heldTransactionId(((await params) as { transactionId: string }).transactionId);
  const { reason } = await readBody(request, staffReasonSchema);
  // The audit row commits with the credit, in its transaction.
  await creditHeldDeposit(db, { staffId: staff.id }, { transactionId, reason }, (tx, change) =>
    recordStaffAction(tx, {
      staffId: staff.id,
      action: "held.credit",
      subject: { type: "transaction", id: String(transactionId) },
      reason,
      ...maskedHeldChange(change),
    }),
  );
  return { data: { credited: true } };
});
