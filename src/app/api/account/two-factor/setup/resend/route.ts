// POST /api/account/two-factor/setup/resend - a new SMS code for a setup by SMS
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { resendSetupCode } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  return { data: await resendSetupCode(db, user) };
});
