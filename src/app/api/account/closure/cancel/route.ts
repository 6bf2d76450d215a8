// POST /api/account/closure/cancel - "Cancel closure" during the 14-day cooling-off: the account stays open
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { cancelClosure } from "@/server/support";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  await cancelClosure(db, user);
  return { data: { cancelled: true } };
});
