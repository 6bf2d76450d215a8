// GET /api/transactions/:id - one of the signed-in user's transactions (404 for anyone else's)
import { db } from "@/server/db";
import { ApiError } from "@/server/http/api-error";
import { userRoute } from "@/server/http/handler";
import { findTransaction } from "@/server/history/list-transactions";
import { payoutsProvider } from "@/server/providers/payouts";
import { refreshPendingTransfer } from "@/server/transfers/refresh-payout";

export const GET = userRoute(async (_request, user, { params }) => {
  const { id } = await params;
  const found = await findTransaction(db, user.id, String(id));
  if (!found) throw new ApiError("not_found", "Transaction not found.");
  // A pending transfer is checked with the provider (at most every few seconds) before it is shown: the
  // status the success screen polls is the provider's, not a guess.
  if (found.status === "Pending" && found.transactionType === "SEND") {
    await refreshPendingTransfer(db, payoutsProvider(), found.id);
    return { data: { transaction: (await findTransaction(db, user.id, String(id)))! } };
  }
  return { data: { transaction: found } };
});
