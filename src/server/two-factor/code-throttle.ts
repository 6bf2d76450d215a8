import "server-only";
import type { Database } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { admitLoginAttempt, discardAttempt, forgiveFailures } from "@/server/accounts/login-throttle";
import { deviceCookieName, deviceFromCookie } from "@/server/accounts/device-cookie";
import { throttledMessage, type LoginOrigin } from "@/server/accounts/authenticate";

/**
 * Runs a second-factor check counted exactly as a password is: with the account's login failures (per number,
 * per address, per device), so a code cannot be guessed faster than a password. A right code forgives; a wrong
 * one stays counted; an error before any answer (the database) is no failure.
 */
export async function throttledCodeCheck(
  db: Database,
  who: { phoneNumber: string; deviceId?: string | null },
  origin: LoginOrigin,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const phoneKey = who.phoneNumber;
  const deviceId = who.deviceId ?? deviceFromCookie(phoneKey, origin.cookie(deviceCookieName(phoneKey)));
  const from = { phoneKey, ip: origin.ip, deviceId };
  const verdict = await admitLoginAttempt(db, from);
  if (!verdict.allowed) {
    throw new ApiError("too_many_requests", throttledMessage(verdict.retryAfterSeconds), {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }
  const right = await check().catch(async (error: unknown) => {
    await discardAttempt(db, verdict.attemptId);
    throw error;
  });
  if (right) await forgiveFailures(db, from, verdict.attemptId);
  return right;
}
