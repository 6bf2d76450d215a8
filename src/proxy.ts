// Next 16's request proxy, on every page (not on API routes or static files). Two jobs:
// 1. A fresh script nonce and the Content-Security-Policy that names it. Next reads the policy from the
//    request headers and puts the nonce on its own scripts; every page renders per request anyway.
// 2. Optimistic redirects: it reads the session cookie's JWT (signature and expiry) without the database.
//    Every protected page and handler checks the session in full itself.
import { NextResponse, type NextRequest } from "next/server";
// The one file the proxy needs, not the platform's front door: the proxy runs before every request and must not
// load the database client, the jobs or the vendors to read a cookie.
// eslint-disable-next-line no-restricted-imports
import { decodeSession, sessionCookieName } from "@/server/platform/http/session-token";
import { newNonce, pageContentSecurityPolicy } from "@/lib/security/security-headers";

/** The screens only a signed-in user sees. */
const PROTECTED = [
  "/dashboard",
  "/send-money",
  "/add-money",
  "/transactions",
  "/transaction",
  "/profile",
  "/cards",
  "/beneficiaries",
  "/balance",
  "/settings",
  "/limits",
];

const isProtected = (pathname: string) => PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

async function redirectFor(request: NextRequest): Promise<URL | null> {
  const { pathname } = request.nextUrl;
  if (pathname !== "/onboarding" && !isProtected(pathname)) return null;
  const token = request.cookies.get(sessionCookieName())?.value;
  const signedIn = token ? (await decodeSession(token)) !== null : false;
  if (pathname === "/onboarding") return signedIn ? new URL("/dashboard", request.url) : null;
  return signedIn ? null : new URL("/login", request.url);
}

export async function proxy(request: NextRequest) {
  const policy = pageContentSecurityPolicy(newNonce(), process.env.NODE_ENV === "development");
  const destination = await redirectFor(request);
  if (destination) {
    const response = NextResponse.redirect(destination);
    response.headers.set("Content-Security-Policy", policy);
    return response;
  }
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Pages only: API answers get their fixed policy from next.config.ts, static files need none.
  matcher: ["/((?!api/|_next/static|_next/image|favicon\\.ico|icon\\.svg|robots\\.txt).*)"],
};
