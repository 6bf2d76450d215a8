import "server-only";
import { type Database, ApiError, SIGN_IN_REQUIRED, errorReason } from "@/server/platform";
import {
  type AuthUser,
  type SessionRow,
  type SessionSubject,
  CURRENT_SESSION_USER,
  currentUser,
  currentSessionUser,
} from "@/server/auth/current-user";
import { verifyPassword } from "@/server/auth/password";
import { queueOwedPinLockAlert } from "./lock-alerts";
import { ENTER_TRANSACTION_PIN } from "@/lib/schemas/transaction-pin";
import { PIN_LOCKED, PIN_RESET_REQUIRED, PIN_TRIES } from "@/lib/schemas/pin";
import { pinKeys, pinMac } from "./pin-mac";
import { phrase } from "@/i18n/phrase";

export { PIN_TRIES };
export const PIN_LOCK_MINUTES = 30;
/** A day: a lock within it of the last one holds until Reset PIN, and wrong PINs count for it from the first. */
export const SECOND_LOCK_WITHIN_MINUTES = 24 * 60;
export { PIN_LOCKED, PIN_RESET_REQUIRED };
export const CREATE_PIN_FIRST = phrase("serverErrors.createPinFirst");
export const WRONG_PIN = (triesLeft: number) => phrase("serverErrors.pinWrong", { triesLeft });

const FOUR_DIGITS = /^[0-9]{4}$/;

type Outcome =
  "right" | "count" | "wrong" | "locked-now" | "reset-now" | "locked" | "reset-required" | "no-pin" | "legacy";
/** check_transaction_pin's answer; for a session nobody had checked, with the session's user beside it. */
type Verdict = { outcome: Outcome; tries_left: number; legacy_hash: string | null } & Partial<SessionRow>;

/**
 * Proves the person knows their transaction PIN, or throws 403 with what to do. The check, the count and the
 * lock are one statement under the PIN row's lock (check_transaction_pin), so every server agrees and parallel
 * guesses share the five tries exactly; a right PIN with nothing to forgive takes no lock at all. The fifth wrong
 * try locks money movement for 30 minutes, and a second lock within 24 hours keeps it locked until Reset PIN.
 * Only a wrong PIN is counted: a refusal for any other reason (an overloaded bcrypt, a database error) throws
 * before the statement that counts, and a count commits only once this server has the verdict to answer with.
 * For a user whose session was checked already (Change PIN); a request that moves money uses signedInWithPin.
 */
export async function requireTransactionPin(db: Database, userId: string, pin: string | undefined): Promise<void> {
  if (!pin) throw new ApiError("forbidden", ENTER_TRANSACTION_PIN);
  await proven(db, { userId, text: FOR_USER, subject: [userId] }, pin);
}

/**
 * The session's user once the session is current and the PIN right, for the requests that move money (pinRoute):
 * the same statement checks the session first and reads its user, so an ended session gets 401 with nothing
 * counted, and the request makes no round trip of its own for who is asking.
 */
export async function signedInWithPin(
  db: Database,
  session: SessionSubject,
  pin: string | undefined,
): Promise<AuthUser> {
  if (!pin) {
    // An ended session is told to sign in, not to type a PIN it could no longer use.
    if (!(await currentUser(db, session))) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
    throw new ApiError("forbidden", ENTER_TRANSACTION_PIN);
  }
  const asked = {
    userId: session.id,
    text: forCurrentSession(),
    subject: [session.id, session.sessionId, session.sessionVersion],
  };
  const user = currentSessionUser((await proven(db, asked, pin)) as SessionRow, session);
  if (!user) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
  return user;
}

/** The verdict's row when the PIN is right; else throws what the person is told. */
async function proven(db: Database, asked: Asked, pin: string): Promise<Verdict> {
  // A right PIN with nothing to forgive is known in one round trip that writes nothing; anything else is asked
  // again in a transaction that counts (check).
  let verdict = await check(db, asked, pin, null, false);
  if (verdict.outcome === "count") verdict = await check(db, asked, pin, null, true);
  // A PIN from before the keyed MAC is checked once with bcrypt (in the worker pool), then stored as a MAC.
  for (let round = 0; verdict.outcome === "legacy" && round < 3; round += 1) {
    const hash = verdict.legacy_hash!;
    // A signed-in person: their session earns the owner's lane, so a flood of strangers' logins cannot hold it.
    const right = FOUR_DIGITS.test(pin) && (await verifyPassword(pin, hash, { lane: "known" }));
    verdict = await check(db, asked, pin, { hash, right }, true);
  }
  switch (verdict.outcome) {
    case "right":
      return verdict;
    case "wrong":
      throw new ApiError("forbidden", WRONG_PIN(verdict.tries_left));
    case "locked-now":
    case "reset-now":
      // The statement that locked recorded the alert as owed, and the lock is committed: the person is told so
      // even when the alert cannot be queued now (a stalled database), since the jobs pay what is owed.
      await queueOwedPinLockAlert(db, asked.userId).catch((error: unknown) =>
        console.warn(`A PIN lock's alert was not queued now (the pin-lock-alerts job will): ${errorReason(error)}`),
      );
      throw new ApiError("forbidden", verdict.outcome === "reset-now" ? PIN_RESET_REQUIRED : PIN_LOCKED);
    case "locked":
      throw new ApiError("forbidden", PIN_LOCKED);
    case "reset-required":
      throw new ApiError("forbidden", PIN_RESET_REQUIRED);
    case "no-pin":
      throw new ApiError("forbidden", CREATE_PIN_FIRST);
    default:
      // The bcrypt PIN changed under three checks in a row: a PIN being reset meanwhile. Nothing was counted.
      throw new ApiError("conflict", ENTER_TRANSACTION_PIN);
  }
}

/** check_transaction_pin's arguments after the user's id, as placeholders from $`first` on. */
const pinArguments = (first: number) => Array.from({ length: 10 }, (_, index) => `$${first + index}`).join(", ");

// The PIN's check for a session nobody has checked: the function is called with the current session's user id,
// so with no such row it is never called and nothing is counted, and the row it answers carries that user.
// MATERIALIZED: inlined, the CTE's join would be the planner's to order, and it could call the function for the
// user before it joined the session. Built when first asked, not at import: current-user.ts may still be loading
// then (auth and money import each other's front doors).
const forCurrentSession = () => `WITH current_session AS MATERIALIZED (${CURRENT_SESSION_USER})
  SELECT current_session.*, verdict.* FROM current_session,
    LATERAL check_transaction_pin(current_session.id, ${pinArguments(4)}) AS verdict`;
const FOR_USER = `SELECT * FROM check_transaction_pin($1::uuid, ${pinArguments(2)})`;

/** Whose PIN is asked, and the statement that asks it: the user's own, or the current session's user. */
type Asked = { userId: string; text: string; subject: unknown[] };

async function check(
  db: Database,
  { userId, text, subject }: Asked,
  pin: string,
  legacy: { hash: string; right: boolean } | null,
  count: boolean,
): Promise<Verdict> {
  const { current, previous } = pinKeys();
  const values = [
    ...subject,
    current.id,
    pinMac(current, userId, pin),
    previous?.id ?? null,
    previous ? pinMac(previous, userId, pin) : null,
    legacy?.hash ?? null,
    legacy?.right ?? null,
    PIN_TRIES,
    PIN_LOCK_MINUTES,
    SECOND_LOCK_WITHIN_MINUTES,
    count,
  ];
  if (!count) return verdictOf((await db.sql.query<Verdict>(text, values)).rows[0]);
  // A try is counted only once this server has its answer: the transaction commits after the verdict is in hand.
  // If the server stops waiting first (a database that stalled with the statement in hand answers 503), the
  // connection is dropped with the transaction open, and the database rolls the try back when it resumes. Not
  // db.$transaction: it does not end a given-up transaction with its connection, and the stalled try is kept
  // (pin-stall.integration.test.ts fails with it).
  const client = await db.sql.connect();
  let verdict: Verdict | undefined;
  try {
    await client.query("BEGIN");
    [verdict] = (await client.query<Verdict>(text, values)).rows;
    await client.query(verdict ? "COMMIT" : "ROLLBACK");
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    // The verdict was in hand and only the COMMIT's answer was lost: it is true whether or not the try was kept,
    // and a try not kept only leaves the person one more than they are told.
    if (verdict) return verdict;
    throw error;
  }
  client.release();
  return verdictOf(verdict);
}

/** The statement's one row; none when the session has ended (logout, another device, a new password). */
function verdictOf(verdict: Verdict | undefined): Verdict {
  // No row: the PIN was not looked at.
  if (!verdict) throw new ApiError("unauthorized", SIGN_IN_REQUIRED);
  return verdict;
}
