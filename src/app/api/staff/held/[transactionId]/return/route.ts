// POST /api/staff/held/:transactionId/return - operations sends a held deposit back to its sender, with a reason
import { staffHeldReturnSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { returnHeldDeposit } from "@/server/money";
import { payoutsProvider } from "@/server/vendors";
import { heldTransactionId, recordStaffAction } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("OPERATIONS", async (request, staff, { params }) => {
  const transactionId = heldTransactionId(((await params) as { transactionId: string }).transactionId);
  const { reason, accountNumber, bankCode } = await readBody(request, staffHeldReturnSchema);
  await returnHeldDeposit(
    db,
    payoutsProvider(db),
    { staffId: staff.id },
    { transactionId, reason, accountNumber: accountNumber || undefined, bankCode: bankCode || undefined },
    (tx, change) =>
      recordStaffAction(tx, {
        staffId: staff.id,
        action: "held.return",
        subject: { type: "transaction", id: String(transactionId) },
        reason,
        ...change,
      }),
  );
  return { data: { returned: true } };
});
