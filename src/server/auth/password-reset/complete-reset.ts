import "server-only";
import { type Database, ApiError } from "@/server/platform";
import { queueSecurityAlert } from "@/server/notify";
import { PASSWORD_IS_CURRENT } from "@/lib/password-rules";
import type { ResetCompleteInput } from "@/lib/schemas/password-reset";
import { hashPassword, verifyPassword } from "../password";
import { checkNewPassword } from "../password-rules";
import { endSessions } from "../account-service";
import { removeAllPasskeys } from "@/server/auth/passkeys/remove-all-passkeys";
import { RESET_PURPOSE, resetSubject } from "./reset-codes";
import type { ResetState } from "./reset-cookie";
import { NO_RESET, requireStage } from "./verify-reset";
import { phrase } from "@/i18n/phrase";

export const RESET_USED = phrase("serverErrors.resetUsed");

/**
 * The new password, once the code (and the authenticator, when the account has one) was right. In one
 * transaction: the verified code is claimed (so the cookie works once), the password changes, every session
 * ends, the login failures counted against the number are forgiven, and the owner is alerted.
 */
export async function completeReset(db: Database, reset: ResetState | null, input: ResetCompleteInput): Promise<void> {
  const state = requireStage(reset, "verified");
  const user = await db.user.findUnique({
    where: { id: state.subjectId },
    select: { id: true, phoneNumber: true, passwordHash: true },
  });
  if (!user) throw new ApiError("conflict", NO_RESET);
  const verified = {
    subject: resetSubject(user.id),
    purpose: RESET_PURPOSE,
    usedAt: new Date(state.codeUsedAtMs),
  };
  // Checked before any bcrypt work, and claimed again below: a copied cookie costs nothing and changes nothing.
  if ((await db.oneTimeCode.count({ where: verified })) !== 1) throw new ApiError("conflict", RESET_USED);
  checkNewPassword(input.password, user.phoneNumber);
  if (await verifyPassword(input.password, user.passwordHash)) throw new ApiError("unprocessable", PASSWORD_IS_CURRENT);
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    const claimed = await tx.oneTimeCode.deleteMany({ where: verified });
    if (claimed.count !== 1) throw new ApiError("conflict", RESET_USED);
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await endSessions(tx, user.id);
    // Whoever had the account may have added a passkey of their own: a reset takes back every way in.
    await removeAllPasskeys(tx, user.id);
    await tx.loginAttempt.deleteMany({ where: { phoneNumber: user.phoneNumber } });
    await queueSecurityAlert(tx, user.id, "password-reset");
  });
}
