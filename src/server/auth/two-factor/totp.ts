import "server-only";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a phone clock a little off, or a code typed as it changed. */
export const TOTP_WINDOW = 1;

function totp(secret: string, label = "Veil"): TOTP {
  return new TOTP({
    issuer: "Veil",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret, base32 as the authenticator app's "enter a key" takes it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries: issuer "Veil", the masked phone number as the account's label. */
export function totpUri(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The code for a moment (tests, and nothing else, need this). */
export function totpCodeAt(secret: string, timestampMs: number): string {
  return totp(secret).generate({ timestamp: timestampMs });
}

/**
 * The time step a code belongs to when it is right within ±1 step of `nowMs`, else null. The caller stores
 * the step and refuses any code whose step is not newer than the last one accepted: each code works once.
 */
export function totpStep(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
