// POST /api/auth/password-reset/resend - a new code for the reset in progress; the old one stops working
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { ApiError } from "@/server/http/api-error";
import { resendReset } from "@/server/accounts/password-reset/reset-codes";
import { resetFrom } from "@/server/accounts/password-reset/reset-cookie";
import { resetStepResponse } from "@/server/accounts/password-reset/reset-response";
import { NO_RESET } from "@/server/accounts/password-reset/verify-reset";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  const reset = resetFrom(request);
  if (!reset) throw new ApiError("conflict", NO_RESET);
  const { state, messageId } = await resendReset(db, request, reset);
  return resetStepResponse(state, { data: { messageId } });
});
