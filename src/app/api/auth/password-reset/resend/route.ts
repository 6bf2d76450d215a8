// POST /api/auth/password-reset/resend - a new code for the reset in progress; the old one stops working
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { publicRoute } from "@/server/web";
import { readBody, ApiError } from "@/server/platform";
import { resendReset, resetFrom, resetStepResponse, NO_RESET } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  const reset = resetFrom(request);
  if (!reset) throw new ApiError("conflict", NO_RESET);
  const { state, messageId } = await resendReset(db, request, reset);
  return resetStepResponse(state, { data: { messageId } });
});
