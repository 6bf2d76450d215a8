import "server-only";
import { NextResponse } from "next/server";
import {
  onboardingCookieName,
  onboardingCookieOptions,
  openOnboarding,
  sealOnboarding,
} from "@/server/identity/onboarding-cookie";
import type { ConsentClient } from "@/server/identity/onboarding-identity";
import { clientIp, SHARED_CLIENT } from "./client-ip";
import { readCookie } from "./read-cookie";

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

/**
 * Who agreed to a lookup, for its consent record: the client's address only where a trusted proxy wrote it
 * (client-ip.ts), and its user agent as sent, cut to a sane length.
 */
export function consentClient(request: Request): ConsentClient {
  const ip = clientIp(request.headers);
  return {
    ipAddress: ip === SHARED_CLIENT ? null : ip,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
  };
}
