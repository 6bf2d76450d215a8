// POST /api/account/pin/reset/start - Reset PIN, step 1: the password, then a code sent by SMS
import { pinResetStartSchema } from "@/lib/schemas/pin";
import { db } from "@/server/db";
import { originOf, startPinReset } from "@/server/auth";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, pinResetStartSchema);
  return { data: { messageId: await startPinReset(db, user, input.password, originOf(request)) } };
});
