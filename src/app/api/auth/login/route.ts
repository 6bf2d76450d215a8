// POST /api/auth/login - sign in with phone number and password (throttled; see login-throttle.ts); with
// two-factor on, answers the second step it needs and sets only a short-lived challenge cookie, no session
import { NextResponse } from "next/server";
import { loginSchema } from "@/lib/schemas/login";
import { signInWithCredentials } from "@/auth";
import { publicRoute, signedInResponse } from "@/server/web";
import { readBody } from "@/server/platform";
import { toSessionUser } from "@/lib/session-user";
import { db } from "@/server/db";
import { challengeCookie, openChallenge } from "@/server/auth";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, loginSchema);
  const user = await signInWithCredentials(input, request.headers);
  if (user.secondFactor) {
    const { challengeId, prompt } = await openChallenge(db, user, user.secondFactor, user.deviceId);
    const response = NextResponse.json({ data: { secondFactor: prompt } });
    const cookie = challengeCookie(challengeId);
    response.cookies.set(cookie.name, cookie.value, cookie.options);
    return response;
  }
  return signedInResponse({ data: { user: toSessionUser(user) } }, user, request);
});
