// POST /api/account/two-factor/recovery-codes - ten new recovery codes (password and a current code); old ones stop working
import { twoFactorProofSchema } from "@/lib/schemas/two-factor";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { originOf } from "@/server/accounts/check-current-password";
import { regenerateRecoveryCodes } from "@/server/two-factor/manage";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, twoFactorProofSchema);
  return { data: await regenerateRecoveryCodes(db, user, input, originOf(request)) };
});
