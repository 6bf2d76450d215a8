// GET /api/account/freeze - whether the account is frozen and when a pending unfreeze takes effect; POST - freeze it now (every session ends, this one too)
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { signedOutResponse, userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { freezeAccount, freezeState, freezeStateJson, unfreezeDelayMinutes } from "@/server/auth";
import { db } from "@/server/db";

export const GET = userRoute(async (_request, user) => ({
  data: { ...freezeStateJson(await freezeState(db, user.id)), unfreezeDelayMinutes: unfreezeDelayMinutes() },
}));

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  await freezeAccount(db, user.id);
  return signedOutResponse({ data: { frozen: true } });
});
