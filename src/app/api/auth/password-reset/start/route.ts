// POST /api/auth/password-reset/start - "Forgot Password?": a code by SMS, the same answer whether the number has an account or not
import { RESET_CODE_SENT, resetStartSchema } from "@/lib/schemas/password-reset";
import { languageOfRequest, publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { startReset, resetStepResponse } from "@/server/auth";
import { db } from "@/server/db";
import { asPhrase } from "@/i18n/phrase";
import { sayPhrase } from "@/i18n/say-phrase";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, resetStartSchema);
  const { state, messageId } = await startReset(db, request, input.phoneNumber);
  const message = sayPhrase(asPhrase(RESET_CODE_SENT), await languageOfRequest(request));
  return resetStepResponse(state, { data: { message, messageId } });
});
