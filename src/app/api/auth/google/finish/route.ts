// GET /api/auth/google/finish - Google has said who this is: sign in to the wallet it is connected to, with
// two-factor first where it is on
import { NextResponse } from "next/server";
import { ApiError, readCookie } from "@/server/platform";
import { publicRoute, seeOther, signedInRedirect } from "@/server/web";
import {
  originOf,
  googleSigningIn,
  signInTicketCookie,
  signInTicketCookieName,
  challengeCookie,
  openChallenge,
} from "@/server/auth";
import { db } from "@/server/db";

export const GET = publicRoute(async (request) => {
  // A refusal here (the account closed a moment ago) ends on /login like every other way this flow fails.
  const user = await googleSigningIn(db, readCookie(request, signInTicketCookieName()), originOf(request)).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status < 500) return null;
      throw error;
    },
  );
  const spent = signInTicketCookie("");
  let response: NextResponse;
  if (!user) {
    response = seeOther("/login?google=expired");
  } else if (user.secondFactor) {
    const { challengeId } = await openChallenge(db, user, user.secondFactor, user.deviceId);
    response = seeOther("/login?continue=second-factor");
    const cookie = challengeCookie(challengeId);
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  } else {
    response = await signedInRedirect("/dashboard", user, request);
  }
  response.cookies.set(spent.name, "", { ...spent.options, maxAge: 0 });
  return response;
});
