// POST /api/transactions/:id/refresh - ask the provider about a pending transfer or top-up now, then answer
// the transaction as GET /api/transactions/:id does. The screens waiting on a transfer call it; GET never
// changes anything.
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { ApiError, readBody } from "@/server/platform";
import { userRoute } from "@/server/web";
import { findTransaction, refreshPendingTransfer, refreshTopUp } from "@/server/money";
import { payoutsProvider, cardsProvider } from "@/server/vendors";
import { phrase } from "@/i18n/phrase";

export const POST = userRoute(async (request, user, { params }) => {
  await readBody(request, emptyBodySchema);
  const { id } = await params;
  const found = await findTransaction(db, user.id, String(id), user.appearance.language);
  if (!found) throw new ApiError("not_found", phrase("serverErrors.transactionNotFound"));
  if (found.status !== "Pending") return { data: { transaction: found } };
  // At most one provider call every few seconds per payout or charge, however many screens are polling it.
  if (found.transactionType === "SEND") await refreshPendingTransfer(db, payoutsProvider(db), found.id);
  else if (found.transactionType === "ADD_MONEY") await refreshTopUp(db, cardsProvider(db), found.id);
  return { data: { transaction: (await findTransaction(db, user.id, String(id), user.appearance.language))! } };
});
