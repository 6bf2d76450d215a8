import "server-only";
import { cookieOptions, secureCookies, openSignedValue, signValue } from "@/server/platform";

// Between "Connect" in Settings and Google's answer the browser leaves Veil: this cookie says that the answer
// is meant to link a Google account to this session's wallet, rather than to sign in with one.
const PURPOSE = "google-link-intent";
const TEN_MINUTES = 10 * 60;

export function linkIntentCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-google-link`;
}

/** For this user and this session only: a link from another session or after sign-out is refused. */
export function linkIntentCookie(userId: string, sessionId: string) {
  return {
    name: linkIntentCookieName(),
    value: signValue(PURPOSE, [userId, sessionId], TEN_MINUTES),
    options: { ...cookieOptions(TEN_MINUTES), path: "/api/auth" },
  };
}

export function clearedLinkIntentCookie() {
  return { name: linkIntentCookieName(), value: "", options: { ...cookieOptions(0), path: "/api/auth" } };
}

export function openLinkIntent(value: string | undefined): { userId: string; sessionId: string } | null {
  const fields = openSignedValue(PURPOSE, value, 2);
  return fields ? { userId: fields[0]!, sessionId: fields[1]! } : null;
}
