// POST /api/auth/login/second-factor - the login's second step: the code (or a recovery code) signs in;
// GET - what the waiting login asks for (after Continue with Google)
import { secondFactorSchema } from "@/lib/schemas/two-factor";
import { toSessionUser } from "@/lib/session-user";
import { publicRoute, signedInResponse } from "@/server/web";
import { readBody, readCookie } from "@/server/platform";
import { originOf, challengeCookie, challengeCookieName, challengePrompt, completeChallenge } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { code } = await readBody(request, secondFactorSchema);
  const user = await completeChallenge(db, readCookie(request, challengeCookieName()), code, originOf(request));
  const response = await signedInResponse({ data: { user: toSessionUser(user) } }, user, request);
  const cookie = challengeCookie("");
  response.cookies.set(cookie.name, "", { ...cookie.options, maxAge: 0 });
  return response;
});

export const GET = publicRoute(async (request) => ({
  data: { secondFactor: await challengePrompt(db, readCookie(request, challengeCookieName())) },
}));
