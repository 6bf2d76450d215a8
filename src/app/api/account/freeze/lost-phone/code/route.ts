// POST /api/account/freeze/lost-phone/code - "Lost your phone?": a code by SMS to the number, the same answer whether it has an account or not
import { freezePhoneSchema } from "@/lib/schemas/freeze";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { sendFreezeCode } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { phoneNumber } = await readBody(request, freezePhoneSchema);
  return { data: { messageId: await sendFreezeCode(db, request, phoneNumber) } };
});
