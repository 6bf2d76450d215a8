import bcrypt from "bcryptjs";
import { ApiError } from "@/server/http/api-error";

/** bcrypt's cost: 2^12 rounds, about a quarter of a second per hash on a server core. */
export const BCRYPT_COST = 12;

/**
 * bcryptjs runs on the server's one JavaScript thread in 100 ms slices, so every password check in progress
 * delays every other request (a transfer included) by a slice in turn: a flood of wrong-password logins, from
 * anyone, would slow every wallet. So at most PASSWORD_CHECKS_AT_ONCE run together, at most
 * PASSWORD_CHECKS_WAITING wait their turn (a burst of real logins is served, one after another), and past that
 * a request is refused at once, before any bcrypt work.
 */
export const PASSWORD_CHECKS_AT_ONCE = 2;
export const PASSWORD_CHECKS_WAITING = 32;

export const PASSWORD_CHECKS_BUSY = "Many people are signing in right now. Please try again in a few seconds.";

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_CHECKS_AT_ONCE) {
    if (waiting.length >= PASSWORD_CHECKS_WAITING) {
      throw new ApiError("too_many_requests", PASSWORD_CHECKS_BUSY, { "Retry-After": "5" });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // A waiter takes this slot over as it is; otherwise it is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => bcrypt.hash(password, BCRYPT_COST));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return inTurn(() => bcrypt.compare(password, hash));
}

/**
 * Compared against when the phone number has no account, so that an unknown number takes as long as a wrong
 * password and the two cannot be told apart by timing. It is the hash of a random string nobody knows.
 */
export const UNKNOWN_USER_HASH = "$2b$12$g0Ss83CpJCaStIowHwS.J.nYBrpcp.Zw3kFhtKXx3r340E7VDxgf6";
