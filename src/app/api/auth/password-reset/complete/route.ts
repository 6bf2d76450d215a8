// POST /api/auth/password-reset/complete - the new password, twice; every session of the account ends
import { resetCompleteSchema } from "@/lib/schemas/password-reset";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { resetFrom, resetDoneResponse, completeReset } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, resetCompleteSchema);
  await completeReset(db, resetFrom(request), input);
  return resetDoneResponse({ data: { success: true } });
});
