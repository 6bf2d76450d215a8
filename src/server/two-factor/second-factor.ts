import "server-only";
import type { Database, Tx } from "@/server/prisma-client";

/** How an account proves its second factor, or null when two-factor is off. */
export async function secondFactorMethod(db: Database | Tx, userId: string): Promise<"app" | "sms" | null> {
  const row = await db.twoFactor.findUnique({ where: { userId }, select: { method: true, enabledAt: true } });
  return row?.enabledAt ? row.method : null;
}

/**
 * Checks a code from the account's authenticator app, or one of its recovery codes (used up when right).
 * Answers whether it was right; the caller counts a wrong one against its own throttle.
 */
export async function checkAuthenticatorOrRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  void db;
  void userId;
  void code;
  throw new Error("checkAuthenticatorOrRecoveryCode: the two-factor helper implements this");
}
