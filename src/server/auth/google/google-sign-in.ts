import "server-only";
import type { Database } from "@/server/platform";
import { signingInUser, type AuthUser } from "@/server/auth/current-user";
import { loginAttemptFrom } from "@/server/auth/login-throttle";
import type { LoginOrigin } from "@/server/auth/authenticate";
import { secondFactorMethod } from "@/server/auth/two-factor/second-factor";
import { redeemSignInTicket } from "./oauth-sign-in";

/**
 * The wallet a Google sign-in opens, as a password login would hand it on: the browser's device for the
 * account and the second factor still to ask. Google stands in for the phone number and password only, never
 * for two-factor. Null when the ticket is spent, expired or missing.
 */
export async function googleSigningIn(
  db: Database,
  ticket: string | undefined,
  origin: LoginOrigin,
): Promise<(AuthUser & { deviceId: string | null; secondFactor: "app" | "sms" | null }) | null> {
  const userId = await redeemSignInTicket(db, ticket ?? null);
  if (!userId) return null;
  const account = await db.user.findUnique({ where: { id: userId }, select: { id: true, sessionVersion: true } });
  if (!account) return null;
  const user = await signingInUser(db, account);
  const { deviceId } = loginAttemptFrom(user.phoneNumber, origin);
  return { ...user, deviceId, secondFactor: await secondFactorMethod(db, user.id) };
}
