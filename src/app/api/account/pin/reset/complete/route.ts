// POST /api/account/pin/reset/complete - Reset PIN, step 2: the SMS code and the new PIN twice; lifts the lock
import { pinResetCompleteSchema } from "@/lib/schemas/pin";
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { completePinReset, pinStatus } from "@/server/auth";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, pinResetCompleteSchema);
  await completePinReset(db, user.id, input);
  return { data: await pinStatus(db, user.id) };
});
