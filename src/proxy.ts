// Next 16's request proxy: optimistic redirects only. It reads the session cookie's JWT (signature and
// expiry) without the database; every protected page and handler checks the session in full itself.
import { NextResponse, type NextRequest } from "next/server";
import { decodeSession, sessionCookieName } from "@/server/auth/session-token";

const PROTECTED = [
  "/dashboard",
  "/send-money",
  "/add-money",
  "/transactions",
  "/transaction",
  "/profile",
  "/cards",
  "/settings",
];

function isProtected(pathname: string): boolean {
  return PROTECTED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const token = request.cookies.get(sessionCookieName())?.value;
  const signedIn = token ? (await decodeSession(token)) !== null : false;
  if (!signedIn && isProtected(pathname)) return NextResponse.redirect(new URL("/login", request.url));
  if (signedIn && pathname === "/onboarding") return NextResponse.redirect(new URL("/dashboard", request.url));
  return NextResponse.next();
}

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
