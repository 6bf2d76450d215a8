import "server-only";
import { toSessionUser, type SessionUser } from "@/lib/session-user";
import type { EmailChangeInput, PasswordChangeInput } from "@/lib/schemas/account";
import { type Database, type Tx, ApiError, isUniqueViolation } from "@/server/platform";
import type { AuthUser, SigningIn } from "@/server/auth/current-user";
import { hashPassword } from "./password";
import { queueSecurityAlert } from "@/server/notify";
import { checkCurrentPassword } from "./check-current-password";
import type { LoginOrigin } from "./authenticate";
import { checkNewPassword } from "./password-rules";
import { phrase } from "@/i18n/phrase";
import { PASSWORD_IS_CURRENT } from "@/lib/password-rules";

/**
 * Locks every live session's row of the user, as ending them would, without ending them: a change that then
 * takes the wallet's lock takes them in a transfer's order (send_money holds its session's row FOR SHARE from
 * before it takes the wallet's), so the two wait for each other in turn and never deadlock.
 */
export async function lockSessions(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "user_sessions" WHERE "user_id" = ${userId}::uuid AND "ended_at" IS NULL
    ORDER BY "id" FOR NO KEY UPDATE`;
}

/**
 * Ends every session of the user: their rows are marked ended (each is refused from then on), then the version
 * moves on, so every session minted so far is refused even if a row was missed. Takes a transaction too.
 */
export async function endSessions(db: Database | Tx, userId: string): Promise<void> {
  await db.userSession.updateMany({ where: { userId, endedAt: null }, data: { endedAt: new Date() } });
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

export const EMAIL_TAKEN = phrase("serverErrors.emailTaken");

export async function changeEmail(db: Database, user: AuthUser, input: EmailChangeInput): Promise<SessionUser> {
  const email = input.email.toLowerCase();
  try {
    const updated = await db.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true } });
      const after = await tx.user.update({
        where: { id: user.id },
        data: { email },
        select: { fullName: true, phoneNumber: true, email: true },
      });
      // Both addresses are told: the old one is how the owner learns that someone else took the account over.
      if (before.email !== email) {
        await queueSecurityAlert(tx, user.id, "email-changed", { previousEmail: before.email ?? undefined });
      }
      return after;
    });
    return toSessionUser(updated);
  } catch (error) {
    if (isUniqueViolation(error, "email")) throw new ApiError("conflict", EMAIL_TAKEN);
    throw error;
  }
}

/**
 * A new password, after the current one is proven. Every session is ended and the caller gets a fresh one:
 * this device stays signed in, every other device is signed out.
 */
export async function changePassword(
  db: Database,
  user: AuthUser,
  input: PasswordChangeInput,
  origin: LoginOrigin,
): Promise<SigningIn> {
  checkNewPassword(input.newPassword, user.phoneNumber);
  await checkCurrentPassword(db, user, input.currentPassword, origin);
  // The current password, proven above, again: nothing would change but every other device would be signed out.
  if (input.newPassword === input.currentPassword) throw new ApiError("unprocessable", PASSWORD_IS_CURRENT);
  const passwordHash = await hashPassword(input.newPassword, { lane: "known" });
  return db.$transaction(async (tx) => {
    const renewed = await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, sessionVersion: { increment: 1 } },
      select: { id: true, sessionVersion: true },
    });
    await queueSecurityAlert(tx, user.id, "password-changed");
    return renewed;
  });
}
