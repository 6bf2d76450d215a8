// POST /api/account/pin/reset/start - Reset PIN, step 1: the password, then a code sent by SMS
import { pinResetStartSchema } from "@/lib/schemas/pin";
import { db } from "@/server/db";
import { originOf } from "@/server/accounts/check-current-password";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { startPinReset } from "@/server/pin/pin-service";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, pinResetStartSchema);
  return { data: { messageId: await startPinReset(db, user, input.password, originOf(request)) } };
});
