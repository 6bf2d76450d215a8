import "server-only";
import { type Database, SHARED_CLIENT, ApiError, isDatabaseUnavailable } from "@/server/platform";
import { deviceCookieName, deviceFromCookie } from "./device-cookie";
import type { LoginOrigin } from "./authenticate";
import { phrase, type Phrase } from "@/i18n/phrase";

/** Failures counted over a sliding window: per number and per client address, or per device on their own. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_IP = 50;
export const MAX_FAILURES_PER_DEVICE = 5;
/** No per-client limit: where no client address can be trusted, one would be everybody's limit together. */
const NO_LIMIT = 2_147_483_647;

export type LoginAttemptFrom = { phoneKey: string; ip: string; deviceId: string | null };
export type ThrottleVerdict = { allowed: true; attemptId: bigint } | { allowed: false; retryAfterSeconds: number };

/**
 * Checks the limits and, when the attempt may go ahead, records it as a failure before the password is even
 * checked (a success deletes it). One statement (admit_login_attempt, migration 20261123120000_abuse_limits):
 * its lock makes check-and-record one step and is never held while bcrypt runs. Nothing here runs bcrypt.
 */
export async function admitLoginAttempt(
  db: Database,
  from: LoginAttemptFrom,
  now = new Date(),
  cleanUpAfter: readonly number[] = LATE_ADMISSION_CHECKS_MS,
): Promise<ThrottleVerdict> {
  const rows = await db.$queryRaw<{ attempt_id: bigint | null; retry_after_seconds: number | null }[]>`
    SELECT attempt_id, retry_after_seconds
      FROM admit_login_attempt(${from.phoneKey}, ${from.ip}, ${from.deviceId}, ${now}::timestamptz,
                               ${`${LOGIN_WINDOW_MS} milliseconds`}::interval, ${MAX_FAILURES_PER_PHONE}::int,
                               ${maxPerClient(from.ip)}::int, ${MAX_FAILURES_PER_DEVICE}::int)`.catch(
    (error: unknown) => {
      if (isDatabaseUnavailable(error)) {
        const row = { phoneNumber: from.phoneKey, ipAddress: from.ip, deviceId: from.deviceId, createdAt: now };
        discardWhenAnswered(db, row, cleanUpAfter);
      }
      throw error;
    },
  );
  const { attempt_id, retry_after_seconds } = rows[0]!;
  return attempt_id !== null
    ? { allowed: true, attemptId: attempt_id }
    : { allowed: false, retryAfterSeconds: retry_after_seconds ?? 1 };
}

/** When an attempt the database could not forget is looked for again, after the request gave up (ms). */
export const LATE_ADMISSION_CHECKS_MS = [10_000, 30_000, 90_000, 210_000] as const;

type AttemptRow = { id: bigint } | { phoneNumber: string; ipAddress: string; deviceId: string | null; createdAt: Date };

/**
 * An attempt that was never a failure (its password was not checked: the database stalled or went away) but
 * may be recorded as one: an admission sent to a stalled database commits once it wakes, after the request
 * answered 503, and a discard cannot reach it. Five such rows would lock the owner out for the window, so the
 * row is looked for again later and deleted, until the database has answered twice in a row (the first
 * answer may come before the stalled statement's commit). Best effort: a server that stops meanwhile leaves it.
 */
function discardWhenAnswered(db: Database, row: AttemptRow, checksMs: readonly number[]): void {
  let answered = 0;
  const check = (index: number) => {
    if (index >= checksMs.length) return;
    const timer = setTimeout(
      () => {
        db.loginAttempt
          .deleteMany({ where: row })
          .then(() => (answered += 1))
          .catch(() => (answered = 0))
          .finally(() => {
            if (answered < 2) check(index + 1);
          });
      },
      checksMs[index]! - (index > 0 ? checksMs[index - 1]! : 0),
    );
    timer.unref?.();
  };
  check(0);
}

/**
 * Without a trusted address every client is SHARED_CLIENT, and 50 failures from anyone would lock every browser
 * without a device cookie out of every account: the per-number and per-device limits still stand.
 */
function maxPerClient(ip: string): number {
  return ip === SHARED_CLIENT ? NO_LIMIT : MAX_FAILURES_PER_IP;
}

/**
 * A correct password: this attempt was not a failure, and the earlier failures of its own kind are forgiven
 * (the device's, or the number's without a device). A sign-in from the owner's device leaves a stranger's
 * count for the number as it is, so signing in never hands the stranger more guesses.
 */
export async function forgiveFailures(db: Database, from: LoginAttemptFrom, attemptId: bigint): Promise<void> {
  const own = from.deviceId ? { deviceId: from.deviceId } : { phoneNumber: from.phoneKey, deviceId: null };
  await db.loginAttempt.deleteMany({ where: { OR: [{ id: attemptId }, own] } });
}

/**
 * Runs what an admitted attempt does before or after its verdict (the check, forgiving it, signing in). If that
 * throws (a busy pool, the database away, a closed account), the attempt was no wrong answer: it is discarded,
 * and the error goes on.
 */
export async function noFailureIfItThrows<T>(db: Database, attemptId: bigint, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discardAttempt(db, attemptId).catch(() => undefined);
    throw error;
  }
}

/**
 * An attempt refused before its password was checked: it was no failure. With the database away, deleted once
 * it answers again.
 */
export async function discardAttempt(
  db: Database,
  attemptId: bigint,
  cleanUpAfter: readonly number[] = LATE_ADMISSION_CHECKS_MS,
): Promise<void> {
  await db.loginAttempt.deleteMany({ where: { id: attemptId } }).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) discardWhenAnswered(db, { id: attemptId }, cleanUpAfter);
    throw error;
  });
}

export function throttledMessage(retryAfterSeconds: number): Phrase {
  return phrase("serverErrors.loginThrottled", { minutes: Math.ceil(retryAfterSeconds / 60) });
}

/**
 * Who is trying, as the throttle counts them: the account's number, the client's address, and the device its
 * browser proves for that number (or the one given, as a login challenge remembers it).
 */
export function loginAttemptFrom(phoneKey: string, origin: LoginOrigin, deviceId?: string | null): LoginAttemptFrom {
  return {
    phoneKey,
    ip: origin.ip,
    deviceId: deviceId ?? deviceFromCookie(phoneKey, origin.cookie(deviceCookieName(phoneKey))),
  };
}

/** admitLoginAttempt, or 429 with Retry-After: the attempt's id when it may go ahead. */
export async function admitOrRefuse(db: Database, from: LoginAttemptFrom): Promise<bigint> {
  const verdict = await admitLoginAttempt(db, from);
  if (!verdict.allowed) {
    throw new ApiError("too_many_requests", throttledMessage(verdict.retryAfterSeconds), {
      "Retry-After": String(verdict.retryAfterSeconds),
    });
  }
  return verdict.attemptId;
}

/**
 * A secret checked exactly as a password is (the current password, a second-factor code): counted with the
 * account's login failures, so it cannot be guessed faster than a login. Right forgives; wrong stays counted;
 * an error before any answer (the database, too many bcrypt runs at once) is no failure.
 */
export async function countedLikeALogin(
  db: Database,
  from: LoginAttemptFrom,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attemptId = await admitOrRefuse(db, from);
  const right = await noFailureIfItThrows(db, attemptId, check);
  if (right) await noFailureIfItThrows(db, attemptId, () => forgiveFailures(db, from, attemptId));
  return right;
}
