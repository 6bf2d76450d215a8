// POST /api/account/two-factor/recovery-codes - ten new recovery codes (password and a current code); old ones stop working
import { twoFactorProofSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { originOf, regenerateRecoveryCodes } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, twoFactorProofSchema);
  return { data: await regenerateRecoveryCodes(db, user, input, originOf(request)) };
});
