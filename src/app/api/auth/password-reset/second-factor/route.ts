// POST /api/auth/password-reset/second-factor - a code from the authenticator app, or a recovery code, for an account that has one
import { resetSecondFactorSchema } from "@/lib/schemas/password-reset";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { originOf, resetFrom, resetStepResponse, verifyResetSecondFactor } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, resetSecondFactorSchema);
  const state = await verifyResetSecondFactor(db, resetFrom(request), input.code, originOf(request));
  return resetStepResponse(state, { data: { next: "password" } });
});
