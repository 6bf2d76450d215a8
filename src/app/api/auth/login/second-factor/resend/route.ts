// POST /api/auth/login/second-factor/resend - a new SMS code for a login waiting for its second step
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { publicRoute } from "@/server/web";
import { readBody, readCookie } from "@/server/platform";
import { challengeCookieName, resendChallengeCode } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  return { data: { secondFactor: await resendChallengeCode(db, readCookie(request, challengeCookieName())) } };
});
