import "server-only";
import { createHmac, type KeyObject, randomUUID, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { derivedMacKey, cookieOptions, secureCookies } from "@/server/platform";

// A browser that has signed in to an account carries that account's device cookie. Its login failures are
// counted on their own (login-throttle.ts), so a stranger guessing the number never locks the owner's browser
// out. The cookie is signed for one phone number: copying it to another account proves nothing.

/** Long enough that a person's own phone or laptop keeps it between visits. */
const DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

function key(): KeyObject {
  return derivedMacKey(env().NEXTAUTH_SECRET, "veil login device");
}

function mac(text: string): Buffer {
  return createHmac("sha256", key()).update(text).digest();
}

/** One cookie per account, named by a keyed hash of the number so the name does not show it. */
export function deviceCookieName(phoneKey: string): string {
  const tag = mac(`name\0${phoneKey}`).subarray(0, 9).toString("base64url");
  return `${secureCookies() ? "__Secure-" : ""}veil-device-${tag}`;
}

function signature(phoneKey: string, deviceId: string): Buffer {
  return mac(`device\0${phoneKey}\0${deviceId}`);
}

/** The device id a cookie proves for this phone number, or null when it is missing, forged or another's. */
export function deviceFromCookie(phoneKey: string, value: string | undefined): string | null {
  const [deviceId, sent] = (value ?? "").split(".");
  if (!deviceId || !sent || !/^[0-9a-f-]{36}$/.test(deviceId)) return null;
  const expected = signature(phoneKey, deviceId);
  const given = Buffer.from(sent, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The cookie to set after a sign-in: the browser's device id for this number, kept if it had one. */
export function deviceCookie(phoneKey: string, deviceId: string = randomUUID()) {
  return {
    name: deviceCookieName(phoneKey),
    value: `${deviceId}.${signature(phoneKey, deviceId).toString("base64url")}`,
    // Sent with logins only: no other request needs it.
    options: { ...cookieOptions(DEVICE_MAX_AGE_SECONDS), path: "/api/auth/login" },
  };
}
