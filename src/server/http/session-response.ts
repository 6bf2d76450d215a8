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

/** A JSON answer that signs the user in: the session cookie set, any onboarding cookie cleared. */
export async function signedInResponse(body: unknown, subject: SessionSubject): Promise<NextResponse> {
  const response = NextResponse.json(body);
  response.cookies.set(sessionCookieName(), await encodeSession(subject), cookieOptions(SESSION_MAX_AGE_SECONDS));
  response.cookies.set(onboardingCookieName(), "", cookieOptions(0));
  return response;
}

/** A JSON answer that removes the session cookie from this browser (the server has ended the session). */
export function signedOutResponse(body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(sessionCookieName(), "", cookieOptions(0));
  return response;
}
