// POST /api/transactions/:id/refresh - ask the payouts provider about a pending transfer now, then answer
// the transaction as GET /api/transactions/:id does. The screens waiting on a transfer call it; GET never
// changes anything.
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { ApiError } from "@/server/http/api-error";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { findTransaction } from "@/server/history/list-transactions";
import { payoutsProvider } from "@/server/providers/payouts";
import { refreshPendingTransfer } from "@/server/transfers/refresh-payout";

export const POST = userRoute(async (request, user, { params }) => {
  await readBody(request, emptyBodySchema);
  const { id } = await params;
  const found = await findTransaction(db, user.id, String(id));
  if (!found) throw new ApiError("not_found", "Transaction not found.");
  if (found.status !== "Pending" || found.transactionType !== "SEND") return { data: { transaction: found } };
  // At most one provider call every few seconds per payout, however many screens are polling it.
  await refreshPendingTransfer(db, payoutsProvider(), found.id);
  return { data: { transaction: (await findTransaction(db, user.id, String(id)))! } };
});
