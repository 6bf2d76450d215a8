// POST /api/account/closure - ask Veil to close the account in 14 days (the balance must be ₦0.00); every session ends
// GET /api/account/closure - the account's pending closure, or null
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { requestClosure, closureOf } from "@/server/support";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  const { requestedAt, closesAt, existing } = await requestClosure(db, user);
  return { data: { requestedAt: requestedAt.toISOString(), closesAt: closesAt.toISOString(), existing } };
});

export const GET = userRoute(async (_request, user) => {
  const closure = await closureOf(db, user.id);
  return {
    data: closure && { requestedAt: closure.requestedAt.toISOString(), closesAt: closure.closesAt.toISOString() },
  };
});
