// POST /api/account/two-factor/confirm - the first right code turns two-factor on and answers the recovery codes
import { twoFactorConfirmSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { confirmSetup } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const { code } = await readBody(request, twoFactorConfirmSchema);
  return { data: await confirmSetup(db, user, code) };
});
