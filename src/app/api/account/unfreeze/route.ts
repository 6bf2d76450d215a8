// POST /api/account/unfreeze - the password and an SMS code set the unfreeze for after the delay; DELETE - "Keep it frozen"
import { unfreezeSchema } from "@/lib/schemas/freeze";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { freezeStateJson, keepFrozen, originOf, requestUnfreeze } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, unfreezeSchema);
  return { data: freezeStateJson(await requestUnfreeze(db, user, input, originOf(request))) };
});

export const DELETE = userRoute(async (_request, user) => ({
  data: freezeStateJson(await keepFrozen(db, user.id)),
}));
