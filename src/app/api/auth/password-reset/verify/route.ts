// POST /api/auth/password-reset/verify - the SMS code; next comes the authenticator (when the account uses one) or the new password
import { resetCodeSchema } from "@/lib/schemas/password-reset";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { resetFrom, resetStepResponse, verifyResetCode } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, resetCodeSchema);
  const state = await verifyResetCode(db, resetFrom(request), input.code);
  const next = state.stage === "second-factor" ? "authenticator" : "password";
  return resetStepResponse(state, { data: { next } });
});
