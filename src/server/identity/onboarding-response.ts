import "server-only";
import { NextResponse } from "next/server";
import {
  onboardingCookieName,
  onboardingCookieOptions,
  openOnboarding,
  sealOnboarding,
} from "@/server/identity/onboarding-cookie";
import { readCookie } from "@/server/platform";

/** The onboarding this request continues, from its signed cookie; null when there is none or it expired. */
export function onboardingFrom(request: Request): string | null {
  return openOnboarding(readCookie(request, onboardingCookieName()));
}

/** A step-1 answer: it starts a new onboarding, whose id the browser keeps only in the signed cookie. */
export function startedOnboardingResponse(onboardingId: string, body: unknown): NextResponse {
  const response = NextResponse.json(body);
  response.cookies.set(onboardingCookieName(), sealOnboarding(onboardingId), onboardingCookieOptions());
  return response;
}
