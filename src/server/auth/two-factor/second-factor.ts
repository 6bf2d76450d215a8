import "server-only";
import type { Database, Tx } from "@/server/platform";
import { queueSecurityAlert } from "@/server/notify";
import { openTotpSecret } from "./secret-vault";
import { totpStep } from "./totp";
import { useRecoveryCode } from "./recovery-codes";

/** How an account proves its second factor, or null when two-factor is off. */
export async function secondFactorMethod(db: Database | Tx, userId: string): Promise<"app" | "sms" | null> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { method: true, enabledAt: true } });
  return row?.enabledAt ? row.method : null;
}

/**
 * Accepts a code from the account's authenticator when it is right (±1 step) and newer than the last one
 * accepted: the step is stored in the same statement that checks it, so a code works once, even twice at once.
 * `pending` checks the first code of a setup (two-factor not on yet) instead of an enabled authenticator.
 */
export async function acceptAuthenticatorCode(
  db: Database | Tx,
  userId: string,
  code: string,
  { pending = false }: { pending?: boolean } = {},
): Promise<boolean> {
  const row = await db.twoFactor.findUnique({
    where: { userId },
    select: { method: true, totpSecretEncrypted: true, enabledAt: true },
  });
  if (!row || row.method !== "app" || !row.totpSecretEncrypted) return false;
  if (pending === Boolean(row.enabledAt)) return false;
  const step = totpStep(openTotpSecret(row.totpSecretEncrypted), code);
  if (step === null) return false;
  const accepted = await db.twoFactor.updateMany({
    where: {
      userId,
      enabledAt: pending ? null : { not: null },
      OR: [{ lastTotpStep: null }, { lastTotpStep: { lt: BigInt(step) } }],
    },
    data: { lastTotpStep: BigInt(step) },
  });
  return accepted.count === 1;
}

/** Uses a recovery code up and tells the owner, in one transaction. */
export async function acceptRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, userId, code))) return false;
    await queueSecurityAlert(tx, userId, "recovery-code-used");
    return true;
  });
}

/**
 * Checks a code from the account's authenticator app, or one of its recovery codes (used up when right).
 * Answers whether it was right; the caller counts a wrong one against its own throttle.
 */
export async function checkAuthenticatorOrRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) return acceptAuthenticatorCode(db, userId, typed);
  return acceptRecoveryCode(db, userId, typed);
}
