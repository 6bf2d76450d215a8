// POST /api/auth/password-reset/verify - the SMS code; next comes the authenticator (when the account uses one) or the new password
import { resetCodeSchema } from "@/lib/schemas/password-reset";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { resetFrom } from "@/server/accounts/password-reset/reset-cookie";
import { resetStepResponse } from "@/server/accounts/password-reset/reset-response";
import { verifyResetCode } from "@/server/accounts/password-reset/verify-reset";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, resetCodeSchema);
  const state = await verifyResetCode(db, resetFrom(request), input.code);
  const next = state.stage === "second-factor" ? "authenticator" : "password";
  return resetStepResponse(state, { data: { next } });
});
