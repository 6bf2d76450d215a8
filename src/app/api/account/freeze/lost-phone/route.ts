// POST /api/account/freeze/lost-phone - "Lost your phone?": the number with its password or SMS code freezes the account, signed out
import { lostPhoneFreezeSchema } from "@/lib/schemas/freeze";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { freezeLostPhone, originOf } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, lostPhoneFreezeSchema);
  await freezeLostPhone(db, input, originOf(request));
  return { data: { frozen: true } };
});
