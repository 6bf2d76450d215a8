import "server-only";
import { type Database, type Tx, ApiError } from "@/server/platform";
import { translator } from "@/i18n/translator";
import { languageOr } from "@/i18n/locales";
import { asGiven, phrase } from "@/i18n/phrase";

/** Days between a closure request and the closure: signing in meanwhile offers to cancel it. */
export const COOLING_OFF_DAYS = 14;
export const COOLING_OFF_MS = COOLING_OFF_DAYS * 24 * 60 * 60 * 1000;

export type ClosureState = {
  status: "PENDING" | "COMPLETED";
  requestedAt: Date;
  closesAt: Date;
  completedAt: Date | null;
};

/** The account's closure while it is pending or done; null when none was asked for, or it was cancelled. */
export async function closureOf(db: Database | Tx, userId: string): Promise<ClosureState | null> {
  const row = await db.accountClosureRequest.findUnique({
    where: { userId },
    select: { status: true, requestedAt: true, closesAt: true, completedAt: true },
  });
  if (!row || row.status === "CANCELLED") return null;
  return { ...row, status: row.status };
}

/**
 * No money comes into a closing or closed account: a top-up is refused and a deposit to its account number is
 * held for support to send back. Called under the wallet's lock (takeWalletForTopUp), which a closure request
 * also takes, so a top-up and a request cannot both pass.
 */
export async function refuseWhileClosing(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.$queryRaw<unknown[]>`
    SELECT 1 FROM account_closure_requests WHERE user_id = ${userId}::uuid AND status IN ('PENDING', 'COMPLETED')`;
  if (!row) return;
  throw new ApiError("unprocessable", phrase("closure.errors.noMoneyIn"));
}

/**
 * A closed account cannot sign in, by any way (password, passkey, a new session after two-factor): every
 * sign-in goes through signingInUser, which asks this. Reached only after the password or key was proven, so
 * nobody learns from it that a number had an account.
 */
export async function refuseClosedAccount(db: Database, userId: string): Promise<void> {
  const { rows } = await db.sql.query<{ completed_at: Date; language: string | null }>(
    `SELECT c.completed_at, s.language::text AS language
       FROM account_closure_requests c LEFT JOIN user_settings s ON s.user_id = c.user_id
      WHERE c.user_id = $1::uuid AND c.status = 'COMPLETED'`,
    [userId],
  );
  const closed = rows[0];
  if (!closed) return;
  const t = translator(languageOr(closed.language));
  // Said at once, in the closed account's language: its date is a moment, which a phrase does not carry.
  throw new ApiError("forbidden", asGiven(t("closure.errors.closed", { date: closed.completed_at })));
}
