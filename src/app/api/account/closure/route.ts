// POST /api/account/closure - ask Veil to close the account (refused while the balance is above zero)
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { requestClosure } from "@/server/accounts/account-service";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  const { requestedAt } = await requestClosure(db, user);
  return { data: { requestedAt: requestedAt.toISOString() } };
});
