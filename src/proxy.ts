// Next 16's request proxy: optimistic redirects only. It reads the session cookie's JWT (signature and
// expiry) without the database; every protected page and handler checks the session in full itself.
import { NextResponse, type NextRequest } from "next/server";
import { decodeSession, sessionCookieName } from "@/server/auth/session-token";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const token = request.cookies.get(sessionCookieName())?.value;
  const signedIn = token ? (await decodeSession(token)) !== null : false;
  // The matcher below lets through only /onboarding and the protected screens.
  if (pathname === "/onboarding") {
    return signedIn ? NextResponse.redirect(new URL("/dashboard", request.url)) : NextResponse.next();
  }
  return signedIn ? NextResponse.next() : NextResponse.redirect(new URL("/login", request.url));
}

// Next reads the matcher statically, so it is the one list of protected screens.
export const config = {
  matcher: [
    "/dashboard/:path*",
    "/send-money/:path*",
    "/add-money/:path*",
    "/transactions/:path*",
    "/transaction/:path*",
    "/profile/:path*",
    "/cards/:path*",
    "/settings/:path*",
    "/onboarding",
  ],
};
