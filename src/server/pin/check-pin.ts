import "server-only";
import type { Database } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { verifyPassword } from "@/server/accounts/password";
import { queueSecurityAlert } from "@/server/messages/security-alerts";
import { ENTER_TRANSACTION_PIN } from "@/lib/schemas/transaction-pin";
import { oneAtATime, recentlyAccepted, rememberAccepted } from "./pin-memo";

export const PIN_TRIES = 5;
export const PIN_LOCK_MINUTES = 30;
import { PIN_LOCKED } from "@/lib/schemas/pin";
export { PIN_LOCKED };
export const CREATE_PIN_FIRST = "Create your transaction PIN before you send or add money.";
export const WRONG_PIN = (triesLeft: number) =>
  `Incorrect PIN. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;

const FOUR_DIGITS = /^[0-9]{4}$/;

/**
 * Proves the person knows their transaction PIN, or throws 403 with what to do. Every try is counted before
 * bcrypt runs, in one statement that also refuses a locked PIN, so parallel guesses share the five tries; the
 * try that takes the fifth sets the lock at once, and only a right PIN lifts it. A right PIN forgets the count.
 */
export function requireTransactionPin(db: Database, userId: string, pin: string | undefined): Promise<void> {
  if (!pin) return Promise.reject(new ApiError("forbidden", ENTER_TRANSACTION_PIN));
  return oneAtATime(userId, () => check(db, userId, pin));
}

async function check(db: Database, userId: string, pin: string): Promise<void> {
  const {
    rows: [current],
  } = await db.sql.query<{ pin_hash: string; failed_attempts: number; locked: boolean }>(
    `SELECT "pin_hash", "failed_attempts", coalesce("locked_until" > now(), false) AS "locked"
       FROM "transaction_pins" WHERE "user_id" = $1::uuid`,
    [userId],
  );
  if (!current) throw new ApiError("forbidden", CREATE_PIN_FIRST);
  if (current.locked) throw new ApiError("forbidden", PIN_LOCKED);
  if (FOUR_DIGITS.test(pin) && recentlyAccepted(userId, current.pin_hash, pin)) {
    if (current.failed_attempts > 0) await forgive(db, userId, current.pin_hash);
    return;
  }

  const {
    rows: [admitted],
  } = await db.sql.query<{ pin_hash: string; failed_attempts: number }>(
    `UPDATE "transaction_pins"
        SET "failed_attempts" = CASE WHEN "locked_until" <= now() THEN 1 ELSE "failed_attempts" + 1 END,
            "locked_until" = CASE WHEN (CASE WHEN "locked_until" <= now() THEN 1 ELSE "failed_attempts" + 1 END) >= $2
                                  THEN now() + make_interval(mins => $3) END,
            "updated_at" = now()
      WHERE "user_id" = $1::uuid AND ("locked_until" IS NULL OR "locked_until" <= now())
      RETURNING "pin_hash", "failed_attempts"`,
    [userId, PIN_TRIES, PIN_LOCK_MINUTES],
  );
  if (!admitted) throw new ApiError("forbidden", PIN_LOCKED);

  const right = FOUR_DIGITS.test(pin) && (await verifyPassword(pin, admitted.pin_hash));
  if (right) {
    await forgive(db, userId, admitted.pin_hash);
    rememberAccepted(userId, admitted.pin_hash, pin);
    return;
  }
  const triesLeft = PIN_TRIES - admitted.failed_attempts;
  if (triesLeft > 0) throw new ApiError("forbidden", WRONG_PIN(triesLeft));
  // The fifth wrong PIN: the lock holds even if a right PIN, checked alongside, lifted the one set on admission.
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      UPDATE "transaction_pins"
         SET "locked_until" = coalesce("locked_until", now() + make_interval(mins => ${PIN_LOCK_MINUTES}::int))
       WHERE "user_id" = ${userId}::uuid AND "pin_hash" = ${admitted.pin_hash}`;
    await queueSecurityAlert(tx, userId, "pin-locked");
  });
  throw new ApiError("forbidden", PIN_LOCKED);
}

async function forgive(db: Database, userId: string, pinHash: string): Promise<void> {
  await db.sql.query(
    `UPDATE "transaction_pins" SET "failed_attempts" = 0, "locked_until" = NULL, "updated_at" = now()
      WHERE "user_id" = $1::uuid AND "pin_hash" = $2`,
    [userId, pinHash],
  );
}
