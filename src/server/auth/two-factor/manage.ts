import "server-only";
import { type Database, ApiError } from "@/server/platform";
import { phoneHint } from "@/lib/phone-hint";
import type { LoginOrigin } from "@/server/auth/authenticate";
import { checkCurrentPassword } from "@/server/auth/check-current-password";
import { checkCode, sendCode, userSubject } from "@/server/auth/one-time-codes";
import { queueSecurityAlert } from "@/server/notify";
import { issueRecoveryCodes, recoveryCodesLeft } from "./recovery-codes";
import { checkAuthenticatorOrRecoveryCode, secondFactorMethod } from "./second-factor";
import { countedLikeALogin, loginAttemptFrom } from "@/server/auth/login-throttle";
import { phrase } from "@/i18n/phrase";

export const NOT_ON = phrase("serverErrors.twoFactorNotOn");
export const WRONG_CODE = phrase("serverErrors.twoFactorWrongCode");
/** The SMS code that proves a change (off, new recovery codes) on an account with SMS two-factor. */
export const SMS_CONFIRM_PURPOSE = "two-factor-confirm";

type Owner = { id: string; phoneNumber: string; throttleKey: string | null };

export type TwoFactorStatus =
  | { enabled: false }
  | { enabled: true; method: "app" | "sms"; phoneHint: string; recoveryCodesLeft: number; enabledAt: string };

export async function twoFactorStatus(db: Database, user: Owner): Promise<TwoFactorStatus> {
  const row = await db.twoFactor.findUnique({ where: { userId: user.id }, select: { method: true, enabledAt: true } });
  if (!row?.enabledAt) return { enabled: false };
  return {
    enabled: true,
    method: row.method,
    phoneHint: phoneHint(user.phoneNumber),
    recoveryCodesLeft: await recoveryCodesLeft(db, user.id),
    enabledAt: row.enabledAt.toISOString(),
  };
}

/** An SMS code to confirm a change, for accounts whose second factor is SMS. */
export async function sendConfirmCode(db: Database, user: Owner): Promise<{ messageId: string; phoneHint: string }> {
  if ((await secondFactorMethod(db, user.id)) !== "sms") throw new ApiError("conflict", NOT_ON);
  const messageId = await sendCode(db, {
    subject: userSubject(user.id),
    purpose: SMS_CONFIRM_PURPOSE,
    phoneNumber: user.phoneNumber,
    userId: user.id,
  });
  return { messageId, phoneHint: phoneHint(user.phoneNumber) };
}

/**
 * The password (throttled like a login), then a current second factor (counted like a password): the app's
 * code, the SMS code just sent, or a recovery code. Throws 422 with a sentence for either that is wrong.
 */
async function proveOwner(db: Database, user: Owner, input: { password: string; code: string }, origin: LoginOrigin) {
  const method = await secondFactorMethod(db, user.id);
  if (!method) throw new ApiError("conflict", NOT_ON);
  await checkCurrentPassword(db, user, input.password, origin);
  const code = input.code.trim();
  const right = await countedLikeALogin(db, loginAttemptFrom(user.phoneNumber, origin, user.throttleKey), async () => {
    if (method === "app" || !/^\d{6}$/.test(code)) return checkAuthenticatorOrRecoveryCode(db, user.id, code);
    const checked = await checkCode(db, { subject: userSubject(user.id), purpose: SMS_CONFIRM_PURPOSE, code });
    return checked.ok;
  });
  if (!right) throw new ApiError("unprocessable", WRONG_CODE);
}

/** Turns two-factor off: the secret and every recovery code are deleted, and the owner is told. */
export async function turnOff(
  db: Database,
  user: Owner,
  input: { password: string; code: string },
  origin: LoginOrigin,
): Promise<void> {
  await proveOwner(db, user, input, origin);
  await db.$transaction(async (tx) => {
    await tx.twoFactor.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.loginChallenge.deleteMany({ where: { userId: user.id } });
    await queueSecurityAlert(tx, user.id, "two-factor-off");
  });
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Database,
  user: Owner,
  input: { password: string; code: string },
  origin: LoginOrigin,
): Promise<{ recoveryCodes: string[] }> {
  await proveOwner(db, user, input, origin);
  return db.$transaction(async (tx) => ({ recoveryCodes: await issueRecoveryCodes(tx, user.id) }));
}
