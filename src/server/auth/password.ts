import { randomBytes } from "node:crypto";
import { bcryptCostFrom } from "@/server/platform";
import { PasswordPool, type Lane } from "./password-pool";

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
