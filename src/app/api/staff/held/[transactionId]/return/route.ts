// POST /api/staff/held/:transactionId/return - operations sends a held deposit back to its sender, with a reason
import { staffHeldReturnSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { ApiError, readBody } from "@/server/platform";
import { phrase } from "@/i18n/phrase";
import { returnHeldDeposit } from "@/server/money";
import { payoutsProvider } from "@/server/vendors";
import { heldTransactionId, maskedHeldChange, recordStaffAction } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("OPERATIONS", async (request, staff, { params }) => {
  const transactionId = heldTransactionId(((await params) as { transactionId: string }).transactionId);
  const { reason, accountNumber, bankCode } = await readBody(request, staffHeldReturnSchema);
  const { state } = await returnHeldDeposit(
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
        ...maskedHeldChange(change),
      }),
  );
  if (state === "declined") throw new ApiError("unprocessable", phrase("serverErrors.heldReturnDeclined"));
  return { data: { state } };
});
