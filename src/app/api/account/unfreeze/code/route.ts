// POST /api/account/unfreeze/code - the SMS code an unfreeze asks for, to the account's number
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { sendUnfreezeCode } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  return { data: await sendUnfreezeCode(db, user) };
});
