import "server-only";
import { NextResponse } from "next/server";
import {
  SESSION_MAX_AGE_SECONDS,
  cookieOptions,
  encodeSession,
  sessionCookieName,
  type SessionSubject,
} from "@/server/auth/session-token";
import { onboardingCookieName } from "@/server/identity/onboarding-cookie";
import { deviceCookie } from "@/server/accounts/device-cookie";

/**
 * A JSON answer that signs the user in: the session cookie set, any onboarding cookie cleared, and this
 * browser's device cookie for the account (its own login failures are then counted apart from strangers').
 */
export async function signedInResponse(
  body: unknown,
  user: SessionSubject & { phoneNumber?: string; deviceId?: string | null },
  // The request that signs in: the signed-in session is recorded with its device and address.
  _request: Request,
): Promise<NextResponse> {
  const response = NextResponse.json(body);
  response.cookies.set(sessionCookieName(), await encodeSession(user), cookieOptions(SESSION_MAX_AGE_SECONDS));
  response.cookies.set(onboardingCookieName(), "", cookieOptions(0));
  if (user.phoneNumber) {
    const device = deviceCookie(user.phoneNumber, user.deviceId ?? undefined);
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
