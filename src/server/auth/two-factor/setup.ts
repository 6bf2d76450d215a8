import "server-only";
import QRCode from "qrcode";
import { type Database, ApiError } from "@/server/platform";
import { phoneHint } from "@/lib/phone-hint";
import { checkCode, sendCode, userSubject } from "@/server/auth/one-time-codes";
import { queueSecurityAlert } from "@/server/notify";
import { newTotpSecret, totpUri } from "./totp";
import { sealTotpSecret } from "./secret-vault";
import { issueRecoveryCodes } from "./recovery-codes";
import { acceptAuthenticatorCode } from "./second-factor";
import { phrase } from "@/i18n/phrase";

export const ALREADY_ON = phrase("serverErrors.twoFactorAlreadyOn");
export const NO_SETUP = phrase("serverErrors.twoFactorNoSetup");
export const WRONG_SETUP_CODE = phrase("serverErrors.twoFactorWrongSetupCode");
export const SMS_SETUP_PURPOSE = "two-factor-sms-setup";

type Owner = { id: string; phoneNumber: string };

export type AppSetup = { method: "app"; secret: string; uri: string; qrCode: string };
export type SmsSetup = { method: "sms"; phoneHint: string; messageId: string };

async function refuseWhenOn(db: Database, userId: string) {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  if (row?.enabledAt) throw new ApiError("conflict", ALREADY_ON);
}

/**
 * Starts a setup: a new authenticator secret (encrypted at rest) with its QR code, or an SMS code to the
 * account's phone. Nothing is on until the first right code (confirmSetup); a new start replaces the old one.
 */
export async function startSetup(db: Database, user: Owner, method: "app" | "sms"): Promise<AppSetup | SmsSetup> {
  await refuseWhenOn(db, user.id);
  if (method === "app") {
    const secret = newTotpSecret();
    const data = { method, totpSecretEncrypted: sealTotpSecret(secret), lastTotpStep: null, enabledAt: null };
    await db.twoFactor.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data }, update: data });
    const uri = totpUri(secret, phoneHint(user.phoneNumber));
    return { method, secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
  }
  const messageId = await db.$transaction(async (tx) => {
    const data = { method, totpSecretEncrypted: null, lastTotpStep: null, enabledAt: null };
    await tx.twoFactor.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data }, update: data });
    return sendCode(tx, {
      subject: userSubject(user.id),
      purpose: SMS_SETUP_PURPOSE,
      phoneNumber: user.phoneNumber,
      userId: user.id,
    });
  });
  return { method, phoneHint: phoneHint(user.phoneNumber), messageId };
}

/** A new SMS code for a setup waiting for one. */
export async function resendSetupCode(db: Database, user: Owner): Promise<SmsSetup> {
  const row = await db.twoFactor.findUnique({ where: { userId: user.id }, select: { method: true, enabledAt: true } });
  if (row?.enabledAt) throw new ApiError("conflict", ALREADY_ON);
  if (row?.method !== "sms") throw new ApiError("conflict", NO_SETUP);
  const messageId = await sendCode(db, {
    subject: userSubject(user.id),
    purpose: SMS_SETUP_PURPOSE,
    phoneNumber: user.phoneNumber,
    userId: user.id,
  });
  return { method: "sms", phoneHint: phoneHint(user.phoneNumber), messageId };
}

/**
 * The first right code turns two-factor on, issues ten recovery codes (answered this once) and tells the owner.
 * A wrong code changes nothing.
 */
export async function confirmSetup(db: Database, user: Owner, code: string): Promise<{ recoveryCodes: string[] }> {
  const row = await db.twoFactor.findUnique({ where: { userId: user.id }, select: { method: true, enabledAt: true } });
  if (row?.enabledAt) throw new ApiError("conflict", ALREADY_ON);
  if (!row) throw new ApiError("conflict", NO_SETUP);
  if (row.method === "app") {
    if (!(await acceptAuthenticatorCode(db, user.id, code, { pending: true }))) {
      throw new ApiError("unprocessable", WRONG_SETUP_CODE);
    }
  } else {
    const checked = await checkCode(db, { subject: userSubject(user.id), purpose: SMS_SETUP_PURPOSE, code });
    if (!checked.ok) throw new ApiError("unprocessable", checked.message);
  }
  return db.$transaction(async (tx) => {
    const turnedOn = await tx.twoFactor.updateMany({
      where: { userId: user.id, method: row.method, enabledAt: null },
      data: { enabledAt: new Date() },
    });
    if (turnedOn.count !== 1) throw new ApiError("conflict", NO_SETUP);
    const recoveryCodes = await issueRecoveryCodes(tx, user.id);
    await queueSecurityAlert(tx, user.id, "two-factor-on");
    return { recoveryCodes };
  });
}
