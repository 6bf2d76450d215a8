// POST /api/auth/password-reset/complete - the new password, twice; every session of the account ends
import { resetCompleteSchema } from "@/lib/schemas/password-reset";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { resetFrom } from "@/server/accounts/password-reset/reset-cookie";
import { resetDoneResponse } from "@/server/accounts/password-reset/reset-response";
import { completeReset } from "@/server/accounts/password-reset/complete-reset";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, resetCompleteSchema);
  await completeReset(db, resetFrom(request), input);
  return resetDoneResponse({ data: { success: true } });
});
