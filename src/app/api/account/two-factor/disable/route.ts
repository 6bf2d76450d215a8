// POST /api/account/two-factor/disable - turn two-factor off with the password and a current code
import { twoFactorProofSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { originOf } from "@/server/accounts/check-current-password";
import { turnOff } from "@/server/two-factor/manage";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, twoFactorProofSchema);
  await turnOff(db, user, input, originOf(request));
  return { data: { enabled: false } };
});
