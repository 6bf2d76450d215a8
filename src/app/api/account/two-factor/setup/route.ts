// POST /api/account/two-factor/setup - start turning two-factor on: a QR code and key, or an SMS code
import { twoFactorStartSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { startSetup } from "@/server/two-factor/setup";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const { method } = await readBody(request, twoFactorStartSchema);
  return { data: await startSetup(db, user, method) };
});
