import "server-only";
import type { LoginInput } from "@/lib/schemas/login";
import { signingInUser, type AuthUser } from "@/server/auth/current-user";
import { normalizeNigerianPhone } from "@/lib/phone";
import { ApiError, type Database } from "@/server/platform";
import { refuseWhilePasswordChecksFull, unknownUserHash, verifyPassword } from "./password";
import {
  admitOrRefuse,
  discardAttempt,
  forgiveFailures,
  loginAttemptFrom,
  noFailureIfItThrows,
} from "./login-throttle";
import { secondFactorMethod } from "@/server/auth/two-factor/second-factor";
import { phrase } from "@/i18n/phrase";

/** One answer for an unknown phone number and a wrong password: nobody learns who has an account. */
export const WRONG_CREDENTIALS = phrase("serverErrors.wrongCredentials");

/** Where a login comes from: the client's address and the cookies its browser sent. */
export type LoginOrigin = { ip: string; cookie(name: string): string | undefined };

/**
 * Checks a phone number and password, throttled per number and per address, or per device for a browser that
 * has signed in to this number before. Returns the user, the device id its browser keeps, and the second factor
 * the login still needs (null when two-factor is off), on success.
 */
export async function authenticate(
  db: Database,
  input: LoginInput,
  origin: LoginOrigin,
): Promise<AuthUser & { deviceId: string | null; secondFactor: "app" | "sms" | null }> {
  const phone = normalizeNigerianPhone(input.phoneNumber);
  // loginSchema admits only Nigerian numbers; should another ever reach here, it still counts against itself.
  const phoneKey = phone ?? input.phoneNumber.replace(/\D/g, "");
  const from = loginAttemptFrom(phoneKey, origin);
  const { deviceId } = from;
  // A browser that has signed in to this number before waits in a lane of its own, ahead of strangers.
  const lane = deviceId ? "known" : "stranger";
  // A full pool refuses before the throttle and the lookup, and slowly: a flood's refusals cost the database
  // nothing and the request thread little, and are never counted.
  await refuseWhilePasswordChecksFull(lane);
  const attemptId = await admitOrRefuse(db, from);
  const checked = async () => {
    const user = phone
      ? await db.user.findUnique({
          where: { phoneNumber: phone },
          select: { id: true, sessionVersion: true, passwordHash: true },
        })
      : null;
    return {
      user,
      matches: await verifyPassword(input.password, user?.passwordHash ?? (await unknownUserHash(lane)), { lane }),
    };
  };
  // Refused before any check (too many waiting, the database away): not a wrong password, not counted as one.
  const { user, matches } = await noFailureIfItThrows(db, attemptId, checked);
  if (!user || !matches) throw new ApiError("unauthorized", WRONG_CREDENTIALS);
  // The password was right: what fails after it (the database, a closed account) is no wrong password either.
  return noFailureIfItThrows(db, attemptId, async () => {
    const secondFactor = await secondFactorMethod(db, user.id);
    // With two-factor, the password alone forgives nothing: earlier wrong codes stay counted until the code is
    // right, so a thief with the password cannot buy more guesses by logging in again.
    if (secondFactor) await discardAttempt(db, attemptId);
    else await forgiveFailures(db, from, attemptId);
    return { ...(await signingInUser(db, user)), deviceId, secondFactor };
  });
}
