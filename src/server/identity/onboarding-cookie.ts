import "server-only";
import { openSignedValue, signValue, cookieOptions, secureCookies } from "@/server/platform";

// The onboarding in progress lives on the server, as kyc_verifications rows sharing an onboarding id. The
// browser holds only that id, signed and short-lived, in an httpOnly cookie: it cannot pick another
// person's onboarding or skip a step, because every step reads what the server recorded.

export const ONBOARDING_MAX_AGE_SECONDS = 30 * 60;

export function onboardingCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-onboarding`;
}

export const onboardingCookieOptions = () => cookieOptions(ONBOARDING_MAX_AGE_SECONDS);

const PURPOSE = "veil onboarding cookie";

export function sealOnboarding(onboardingId: string, now = Date.now()): string {
  return signValue(PURPOSE, [onboardingId], ONBOARDING_MAX_AGE_SECONDS, now);
}

/** The onboarding id the cookie names, or null when it is missing, tampered with or expired. */
export function openOnboarding(value: string | undefined, now = Date.now()): string | null {
  const [id] = openSignedValue(PURPOSE, value, 1, now) ?? [];
  return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
}
