// POST /api/account/two-factor/setup/resend - a new SMS code for a setup by SMS
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { resendSetupCode } from "@/server/two-factor/setup";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  return { data: await resendSetupCode(db, user) };
});
