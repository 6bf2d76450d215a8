// POST /api/auth/login/second-factor/resend - a new SMS code for a login waiting for its second step
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { readCookie } from "@/server/http/read-cookie";
import { challengeCookieName, resendChallengeCode } from "@/server/two-factor/login-challenge";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  return { data: { secondFactor: await resendChallengeCode(db, readCookie(request, challengeCookieName())) } };
});
