import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { derivedKey } from "@/server/crypto/derived-key";
import { env } from "@/env";
import { cookieOptions, secureCookies } from "@/server/auth/session-token";

// The onboarding in progress lives on the server, as kyc_verifications rows sharing an onboarding id. The
// browser holds only that id, signed and short-lived, in an httpOnly cookie: it cannot pick another
// person's onboarding or skip a step, because every step reads what the server recorded.

export const ONBOARDING_MAX_AGE_SECONDS = 30 * 60;

export function onboardingCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-onboarding`;
}

export const onboardingCookieOptions = () => cookieOptions(ONBOARDING_MAX_AGE_SECONDS);

function signature(payload: string): Buffer {
  return createHmac("sha256", derivedKey(env().NEXTAUTH_SECRET, "veil onboarding cookie")).update(payload).digest();
}

export function sealOnboarding(onboardingId: string, now = Date.now()): string {
  const payload = `${onboardingId}.${Math.floor(now / 1000) + ONBOARDING_MAX_AGE_SECONDS}`;
  return `${payload}.${signature(payload).toString("base64url")}`;
}

/** The onboarding id the cookie names, or null when it is missing, tampered with or expired. */
export function openOnboarding(value: string | undefined, now = Date.now()): string | null {
  if (!value) return null;
  const [id, expires, mac] = value.split(".");
  if (!id || !expires || !mac || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = signature(`${id}.${expires}`);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now ? id : null;
}
