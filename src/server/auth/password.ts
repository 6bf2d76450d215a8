import { randomBytes } from "node:crypto";
import { bcryptCostFrom } from "@/server/platform";
import { PasswordPool, passwordChecksBusy, type Lane } from "./password-pool";

export { PASSWORD_CHECKS_BUSY, type Lane } from "./password-pool";

/**
 * Passwords are hashed and checked with bcryptjs in worker threads (password-pool.ts), never on the request
 * thread. A hash is refused with 429 (PASSWORD_CHECKS_BUSY) when its lane's queue is full; that refusal comes
 * before any check, so it is never a wrong password.
 */
let pool: PasswordPool | undefined;
let cost: number | undefined;

function passwordPool(): PasswordPool {
  pool ??= new PasswordPool();
  return pool;
}

/** BCRYPT_COST (12 unless set; parse-env.ts refuses less in production), read once. */
export function bcryptCost(): number {
  cost ??= bcryptCostFrom(process.env);
  return cost;
}

export function hashPassword(password: string, options: { lane?: Lane } = {}): Promise<string> {
  return passwordPool().hash(password, bcryptCost(), options.lane);
}

/**
 * A login refused for a full pool is answered after this long: a script that loops on its refusals (the flood
 * the pool is full of) then sends a few a second, not hundreds, each costing the request thread a route's work.
 */
export const BUSY_REFUSAL_DELAY_MS = 1000;

/**
 * Refuses with the pool's own 429 (passwordChecksBusy), after BUSY_REFUSAL_DELAY_MS, when a check in this lane
 * would be refused now: asked before any other work, so such a refusal costs no database round trip.
 */
export async function refuseWhilePasswordChecksFull(lane: Lane = "stranger"): Promise<void> {
  if (passwordPool().hasRoom(lane)) return;
  await new Promise((resolve) => setTimeout(resolve, BUSY_REFUSAL_DELAY_MS));
  throw passwordChecksBusy();
}

/** Any cost verifies: a bcrypt hash carries the cost it was made at. */
export function verifyPassword(password: string, hash: string, options: { lane?: Lane } = {}): Promise<boolean> {
  return passwordPool().compare(password, hash, options.lane);
}

let unknownUser: Promise<string> | undefined;

/**
 * Compared against when the phone number has no account, so that an unknown number takes as long as a wrong
 * password at the configured cost and the two cannot be told apart by timing: the hash of a random string
 * nobody knows, made once, on first need.
 */
export function unknownUserHash(lane?: Lane): Promise<string> {
  unknownUser ??= hashPassword(randomBytes(24).toString("base64url"), { lane }).catch((error: unknown) => {
    // Refused (busy) or failed: the next unknown number makes it.
    unknownUser = undefined;
    throw error;
  });
  return unknownUser;
}

/** Tests run the pool they build (sizes, a slow cost) in place of this machine's. */
export async function setPasswordPoolForTests(replacement: PasswordPool | undefined): Promise<void> {
  const previous = pool;
  pool = replacement;
  if (previous && previous !== replacement) await previous.close();
}
