// GET /api/auth/csrf, POST /api/auth/signin/{google,facebook}, GET /api/auth/callback/{google,facebook}, GET
// /api/auth/error - next-auth, for Google's and Facebook's OAuth flows only (Continue with…, and Connect in
// Settings), each where this deployment has its keys; every other next-auth route is 404
import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { oauthOptions } from "@/auth";
import { ApiError } from "@/server/platform";
import { publicRoute } from "@/server/web";
import { oauthOffered } from "@/server/vendors";
import { phrase } from "@/i18n/phrase";

// "error": where next-auth sends a failed callback; it redirects on to /login?error=…, which says what to do.
function allowed(): Set<string> {
  const offered = oauthOffered();
  return new Set([
    ...(offered.length > 0 ? ["GET csrf", "GET error"] : []),
    ...offered.flatMap((provider) => [`POST signin/${provider}`, `GET callback/${provider}`]),
  ]);
}

const handle = publicRoute(async (request, context) => {
  const { nextauth = [] } = (await context.params) as { nextauth?: string[] };
  if (!allowed().has(`${request.method} ${nextauth.join("/")}`)) {
    throw new ApiError("not_found", phrase("serverErrors.nothingHere"));
  }
  return NextAuth(request as NextRequest, { params: Promise.resolve({ nextauth }) }, oauthOptions());
});

export { handle as GET, handle as POST };
