// POST /api/account/two-factor/code - an SMS code to confirm a two-factor change (SMS method only)
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { sendConfirmCode } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  return { data: await sendConfirmCode(db, user) };
});
