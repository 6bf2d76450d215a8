import "server-only";
import { NextResponse } from "next/server";
import { SESSION_MAX_AGE_SECONDS, cookieOptions, encodeSession, sessionCookieName } from "@/server/platform";
import { type SigningIn, deviceCookie } from "@/server/auth";
import { onboardingCookieName } from "@/server/identity";
import { recordSignIn } from "@/server/web/session";

/**
 * A JSON answer that signs the user in, the one way every sign-in ends (login, second factor, passkey, a new
 * wallet, a password change's renewal): the session is recorded in user_sessions with this request's device,
 * address and place, and its id goes into the session cookie; any onboarding cookie is cleared; and this
 * browser gets its device cookie for the account (its own login failures are then counted apart from
 * strangers'). A login from a browser without that cookie (`deviceId: null`) queues the "new-device-login"
 * alert with the session; a new wallet (no deviceId) does not, being the first device.
 */
export async function signedInResponse(body: unknown, user: SigningIn, request: Request): Promise<NextResponse> {
  return startSession(NextResponse.json(body), user, request);
}

/** As signedInResponse, for a sign-in that ends in a page rather than a JSON call (Continue with Google). */
export async function signedInRedirect(location: string, user: SigningIn, request: Request): Promise<NextResponse> {
  return startSession(seeOther(location), user, request);
}

/**
 * A 303 to a path of this site, kept relative: behind a proxy or on 127.0.0.1 the server's idea of its own
 * host (request.url) may not be the browser's, and an absolute URL would leave the browser's cookies behind.
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}

async function startSession(response: NextResponse, user: SigningIn, request: Request): Promise<NextResponse> {
  const { sessionId, deviceId } = await recordSignIn(user, request.headers);
  const token = await encodeSession({ id: user.id, sessionVersion: user.sessionVersion, sessionId });
  response.cookies.set(sessionCookieName(), token, cookieOptions(SESSION_MAX_AGE_SECONDS));
  response.cookies.set(onboardingCookieName(), "", cookieOptions(0));
  if (user.phoneNumber && deviceId) {
    const device = deviceCookie(user.phoneNumber, deviceId);
    response.cookies.set(device.name, device.value, device.options);
  }
  return response;
}

/** A JSON answer that removes the session cookie from this browser (the server has ended the session). */
export function signedOutResponse(body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(sessionCookieName(), "", cookieOptions(0));
  return response;
}
