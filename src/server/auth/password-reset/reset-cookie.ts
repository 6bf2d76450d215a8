import "server-only";
import {
  openSecretField,
  openSignedValue,
  secretField,
  signValue,
  cookieOptions,
  secureCookies,
  readCookie,
} from "@/server/platform";

// A password reset in progress. The browser holds only this signed, short-lived, httpOnly cookie: which
// account (an id sealed so only the server reads it, never the phone number; an unknown number gets an id that
// looks the same, and no two cookies match, so neither the id nor whether it is an account's can be learned), how far the reset
// has come, and, once the SMS code was right, the moment that code was used. Completing the reset needs that
// code row still to say so, and deletes it: the cookie works once, and a new code makes it worthless.

export const RESET_MAX_AGE_SECONDS = 15 * 60;

/** code: the SMS code is awaited; second-factor: the authenticator is; verified: a new password may be set. */
export type ResetStage = "code" | "second-factor" | "verified";

export type ResetState = { subjectId: string; stage: ResetStage; codeUsedAtMs: number };

export function resetCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}veil-password-reset`;
}

/** Sent only to the reset's own API. */
export const resetCookieOptions = () => ({ ...cookieOptions(RESET_MAX_AGE_SECONDS), path: "/api/auth/password-reset" });

const PURPOSE = "veil password reset cookie";

export function sealReset(state: ResetState, now = Date.now()): string {
  const fields = [secretField(PURPOSE, state.subjectId), state.stage, String(state.codeUsedAtMs)];
  return signValue(PURPOSE, fields, RESET_MAX_AGE_SECONDS, now);
}

const STAGES: readonly string[] = ["code", "second-factor", "verified"];

/** The reset a cookie value names, or null when it is missing, tampered with or expired. */
export function openReset(value: string | undefined, now = Date.now()): ResetState | null {
  const [sealed, stage, usedAt] = openSignedValue(PURPOSE, value, 3, now) ?? [];
  const subjectId = sealed && openSecretField(PURPOSE, sealed);
  if (!subjectId || !stage || !usedAt) return null;
  if (!/^[0-9a-f-]{36}$/.test(subjectId) || !STAGES.includes(stage) || !/^\d{1,15}$/.test(usedAt)) return null;
  return { subjectId, stage: stage as ResetStage, codeUsedAtMs: Number(usedAt) };
}

export function resetFrom(request: Request): ResetState | null {
  return openReset(readCookie(request, resetCookieName()));
}
