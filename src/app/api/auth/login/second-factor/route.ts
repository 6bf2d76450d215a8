// POST /api/auth/login/second-factor - the login's second step: the code (or a recovery code) signs in;
// GET - what the waiting login asks for (after Continue with Google)
import { secondFactorSchema } from "@/lib/schemas/two-factor";
import { toSessionUser } from "@/lib/session-user";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { readCookie } from "@/server/http/read-cookie";
import { signedInResponse } from "@/server/http/session-response";
import { originOf } from "@/server/accounts/check-current-password";
import {
  challengeCookie,
  challengeCookieName,
  challengePrompt,
  completeChallenge,
} from "@/server/two-factor/login-challenge";
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
