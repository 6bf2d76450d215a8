// GET /api/transactions/:id - one of the signed-in user's transactions (404 for anyone else's). Read only:
// a screen that wants a pending transfer checked with the provider POSTs to ./refresh.
import { db } from "@/server/db";
import { ApiError } from "@/server/platform";
import { userRoute } from "@/server/web";
import { findTransaction } from "@/server/money";
import { phrase } from "@/i18n/phrase";

export const GET = userRoute(async (_request, user, { params }) => {
  const { id } = await params;
  const found = await findTransaction(db, user.id, String(id), user.appearance.language);
  if (!found) throw new ApiError("not_found", phrase("serverErrors.transactionNotFound"));
  return { data: { transaction: found } };
});
