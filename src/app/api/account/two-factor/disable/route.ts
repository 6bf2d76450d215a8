// POST /api/account/two-factor/disable - turn two-factor off with the password and a current code
import { twoFactorProofSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { originOf, turnOff } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, twoFactorProofSchema);
  await turnOff(db, user, input, originOf(request));
  return { data: { enabled: false } };
});
