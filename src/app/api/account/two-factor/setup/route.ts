// POST /api/account/two-factor/setup - start turning two-factor on: a QR code and key, or an SMS code
import { twoFactorStartSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { startSetup, checkCurrentPassword, originOf } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const { method, password } = await readBody(request, twoFactorStartSchema);
  await checkCurrentPassword(db, user, password, originOf(request));
  return { data: await startSetup(db, user, method) };
});
