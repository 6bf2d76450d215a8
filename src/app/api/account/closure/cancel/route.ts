// POST /api/account/closure/cancel - "Cancel closure" during the 14-day cooling-off: the account stays open
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { cancelClosure } from "@/server/accounts/closure/cancel-closure";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  await cancelClosure(db, user);
  return { data: { cancelled: true } };
});
