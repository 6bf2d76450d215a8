// POST /api/auth/password-reset/second-factor - a code from the authenticator app, or a recovery code, for an account that has one
import { resetSecondFactorSchema } from "@/lib/schemas/password-reset";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { originOf } from "@/server/accounts/check-current-password";
import { resetFrom } from "@/server/accounts/password-reset/reset-cookie";
import { resetStepResponse } from "@/server/accounts/password-reset/reset-response";
import { verifyResetSecondFactor } from "@/server/accounts/password-reset/verify-reset";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, resetSecondFactorSchema);
  const state = await verifyResetSecondFactor(db, resetFrom(request), input.code, originOf(request));
  return resetStepResponse(state, { data: { next: "password" } });
});
