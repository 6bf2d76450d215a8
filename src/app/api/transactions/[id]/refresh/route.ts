// POST /api/transactions/:id/refresh - ask the provider about a pending transfer or top-up now, then answer
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
import { cardsProvider } from "@/server/providers/cards";
import { refreshTopUp } from "@/server/funding/refresh-top-up";

export const POST = userRoute(async (request, user, { params }) => {
  await readBody(request, emptyBodySchema);
  const { id } = await params;
  const found = await findTransaction(db, user.id, String(id), user.appearance.language);
  if (!found) throw new ApiError("not_found", "Transaction not found.");
  if (found.status !== "Pending") return { data: { transaction: found } };
  // At most one provider call every few seconds per payout or charge, however many screens are polling it.
  if (found.transactionType === "SEND") await refreshPendingTransfer(db, payoutsProvider(db), found.id);
  else if (found.transactionType === "ADD_MONEY") await refreshTopUp(db, cardsProvider(db), found.id);
  return { data: { transaction: (await findTransaction(db, user.id, String(id), user.appearance.language))! } };
});
