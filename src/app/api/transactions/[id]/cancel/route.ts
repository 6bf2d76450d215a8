// POST /api/transactions/:id/cancel - cancel a cooling-off send while it still waits: its money comes back at
// once. Answers the transaction as GET /api/transactions/:id does.
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { ApiError, readBody } from "@/server/platform";
import { userRoute } from "@/server/web";
import { cancelScheduledSend, findTransaction } from "@/server/money";
import { phrase } from "@/i18n/phrase";

export const POST = userRoute(async (request, user, { params }) => {
  await readBody(request, emptyBodySchema);
  const { id } = await params;
  const found = await findTransaction(db, user.id, String(id), user.appearance.language);
  if (!found) throw new ApiError("not_found", phrase("serverErrors.transactionNotFound"));
  await cancelScheduledSend(db, user.id, found.id);
  return { data: { transaction: (await findTransaction(db, user.id, String(id), user.appearance.language))! } };
});
