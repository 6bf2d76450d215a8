import "server-only";
import { type Database, ApiError, MONEY_TX, spendHourly } from "@/server/platform";
import { checkCurrentPassword } from "@/server/auth/check-current-password";
import type { LoginOrigin } from "@/server/auth/authenticate";
import { checkCode, sendCode, userSubject } from "@/server/auth/one-time-codes";
import { queueSecurityAlert } from "@/server/notify";
import type { ChangePinInput, CreatePinInput, PinResetCompleteInput } from "@/lib/schemas/pin";
import { PIN_TRIES, requireTransactionPin, SECOND_LOCK_WITHIN_MINUTES } from "./check-pin";
import { pinMacsOf, pinRecord } from "./pin-mac";
import { phrase } from "@/i18n/phrase";

export const PIN_EXISTS = phrase("serverErrors.pinExists");
export const SAME_PIN = phrase("serverErrors.samePin");
export const PIN_CHANGED_MEANWHILE = phrase("serverErrors.pinChangedMeanwhile");

/**
 * Whether the person has a PIN yet; whether money movement is locked by wrong PINs, until when, or until a reset;
 * how many wrong PINs are left before a lock (earlier ones count for a day, as check_transaction_pin counts them);
 * and whether the next lock would be one that needs a reset (a lock within the last day).
 */
export type PinStatus = {
  hasPin: boolean;
  locked: boolean;
  untilReset: boolean;
  /** The end of a lock for a while, as an ISO time; null when not locked so, or locked until a reset. */
  lockedUntil: string | null;
  triesLeft: number;
  nextLockUntilReset: boolean;
};

export async function pinStatus(db: Database, userId: string): Promise<PinStatus> {
  const row = await db.transactionPin.findUnique({
    where: { userId },
    select: { lockedUntil: true, resetRequired: true, lastLockedAt: true, failedAttempts: true, firstFailedAt: true },
  });
  const now = Date.now();
  const dayAgo = now - SECOND_LOCK_WITHIN_MINUTES * 60_000;
  const lockedForAWhile = !!row?.lockedUntil && row.lockedUntil.getTime() > now;
  const locked = !!row && (row.resetRequired || lockedForAWhile);
  // The next wrong PIN starts a fresh count after a lock, or a day after the count began.
  const counting = !!row && row.lockedUntil === null && !!row.firstFailedAt && row.firstFailedAt.getTime() > dayAgo;
  return {
    hasPin: row !== null,
    locked,
    untilReset: !!row?.resetRequired,
    lockedUntil: lockedForAWhile && !row.resetRequired ? row.lockedUntil!.toISOString() : null,
    triesLeft: locked ? 0 : counting ? Math.max(0, PIN_TRIES - row.failedAttempts) : PIN_TRIES,
    nextLockUntilReset: !!row?.lastLockedAt && row.lastLockedAt.getTime() > dayAgo,
  };
}

/** "Create your transaction PIN": only when there is none (a change must prove the old one). */
export async function createPin(db: Database, userId: string, input: CreatePinInput): Promise<void> {
  if (await db.transactionPin.findUnique({ where: { userId }, select: { userId: true } })) {
    throw new ApiError("conflict", PIN_EXISTS);
  }
  const { pinMac, pinKeyId } = pinRecord(userId, input.pin);
  await db.$transaction(async (tx) => {
    // Two creations at once: the second finds the first's row and is refused, with nothing changed.
    const created = await tx.$executeRaw`
      INSERT INTO "transaction_pins" ("user_id", "pin_mac", "pin_key_id", "updated_at")
      VALUES (${userId}::uuid, ${pinMac}, ${pinKeyId}, now()) ON CONFLICT ("user_id") DO NOTHING`;
    if (created !== 1) throw new ApiError("conflict", PIN_EXISTS);
    await queueSecurityAlert(tx, userId, "pin-created");
  });
}

/** Change PIN: the current PIN is checked (and a wrong one counted) exactly as a transfer checks it. */
export async function changePin(db: Database, userId: string, input: ChangePinInput): Promise<void> {
  await requireTransactionPin(db, userId, input.currentPin);
  if (input.pin === input.currentPin) throw new ApiError("unprocessable", SAME_PIN);
  // Replaced only while the stored PIN is still the one just checked: of two changes at once, the second is
  // told the PIN changed, rather than both being told theirs is the PIN now.
  const stillCurrent = pinMacsOf(userId, input.currentPin);
  await db.$transaction(async (tx) => {
    const { count } = await tx.transactionPin.updateMany({
      where: { userId, OR: stillCurrent.map((pinMac) => ({ pinMac })) },
      data: newPin(userId, input.pin),
    });
    if (count !== 1) throw new ApiError("conflict", PIN_CHANGED_MEANWHILE);
    await queueSecurityAlert(tx, userId, "pin-changed");
  }, MONEY_TX);
}

/**
 * Codes Reset PIN may text a person in an hour (resends included). Each is an SMS we pay for and five guesses
 * at the code: without a limit, one who knows the password could guess without end, a code at a time.
 */
export const PIN_RESET_CODES_PER_HOUR = 5;

/**
 * Reset PIN, step 1: the password (throttled like a login), then a code by SMS, within the hour's allowance
 * (counted only once the password is right). Answers the SMS's outbox id.
 */
export async function startPinReset(
  db: Database,
  user: { id: string; phoneNumber: string; throttleKey: string | null },
  password: string,
  origin: LoginOrigin,
): Promise<string> {
  await checkCurrentPassword(db, user, password, origin);
  await spendHourly(db, [{ bucket: `pin-reset:account:${user.id}`, max: PIN_RESET_CODES_PER_HOUR }]);
  return sendCode(db, {
    subject: userSubject(user.id),
    purpose: "pin-reset",
    phoneNumber: user.phoneNumber,
    userId: user.id,
  });
}

/** Reset PIN, step 2: the SMS code (5 tries), then the new PIN; the lock, even one that needed this reset, and the count are lifted. */
export async function completePinReset(db: Database, userId: string, input: PinResetCompleteInput): Promise<void> {
  const checked = await checkCode(db, { subject: userSubject(userId), purpose: "pin-reset", code: input.code });
  if (!checked.ok) throw new ApiError("unprocessable", checked.message);
  await replacePin(db, userId, input.pin);
}

/**
 * A new PIN's row: its keyed MAC, the count and the lock lifted. lastLockedAt stays: five more wrong PINs within
 * a day of a lock still need a reset.
 */
function newPin(userId: string, pin: string) {
  return {
    ...pinRecord(userId, pin),
    pinHash: null,
    failedAttempts: 0,
    firstFailedAt: null,
    lockedUntil: null,
    resetRequired: false,
  };
}

/** Reset's new PIN, whatever the stored one was. */
async function replacePin(db: Database, userId: string, pin: string) {
  await db.$transaction(async (tx) => {
    const row = newPin(userId, pin);
    await tx.transactionPin.upsert({ where: { userId }, create: { userId, ...row }, update: row });
    await queueSecurityAlert(tx, userId, "pin-reset");
  });
}
