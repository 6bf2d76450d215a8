// GET /api/auth/csrf, POST /api/auth/signin/google, GET /api/auth/callback/google, GET /api/auth/error - next-auth, for Google's
// OAuth flow only (Continue with Google, and Connect in Settings); every other next-auth route is 404
import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { oauthOptions } from "@/auth";
import { ApiError } from "@/server/platform";
import { publicRoute } from "@/server/web";
import { googleConfigured } from "@/server/vendors";
import { phrase } from "@/i18n/phrase";

// "error": where next-auth sends a failed callback; it redirects on to /login?error=…, which says what to do.
const ALLOWED = new Set(["GET csrf", "POST signin/google", "GET callback/google", "GET error"]);

const handle = publicRoute(async (request, context) => {
  const { nextauth = [] } = (await context.params) as { nextauth?: string[] };
  if (!googleConfigured() || !ALLOWED.has(`${request.method} ${nextauth.join("/")}`)) {
    throw new ApiError("not_found", phrase("serverErrors.nothingHere"));
  }
  return NextAuth(request as NextRequest, { params: Promise.resolve({ nextauth }) }, oauthOptions());
});

export { handle as GET, handle as POST };
