// GET /api/transactions - the signed-in user's history: ?type=sent|received|added&order=newest|oldest&cursor=
import { transactionsQuerySchema } from "@/lib/schemas/transactions-query";
import { db } from "@/server/db";
import { ApiError, firstIssueMessage } from "@/server/platform";
import { userRoute } from "@/server/web";
import { listTransactions } from "@/server/money";

export const GET = userRoute(async (request, user) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = transactionsQuerySchema.safeParse(params);
  if (!query.success) throw new ApiError("bad_request", firstIssueMessage(query.error));
  return { data: await listTransactions(db, user.id, query.data, user.appearance.language) };
});
