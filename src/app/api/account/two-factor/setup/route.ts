// POST /api/account/two-factor/setup - start turning two-factor on: a QR code and key, or an SMS code
import { twoFactorStartSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { startSetup } from "@/server/two-factor/setup";
import { db } from "@/server/db";
import { checkCurrentPassword, originOf } from "@/server/accounts/check-current-password";

export const POST = userRoute(async (request, user) => {
  const { method, password } = await readBody(request, twoFactorStartSchema);
  await checkCurrentPassword(db, user, password, originOf(request));
  return { data: await startSetup(db, user, method) };
});
