import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// A PIN is checked on every transfer and card charge, and bcrypt costs a quarter of a second of the server's one
// JavaScript thread. So a PIN bcrypt has just accepted is remembered for a few minutes, in this process's memory
// only, as a keyed hash of (stored hash, PIN) under a key that never leaves the process: a repeat of the same
// right PIN against the same stored hash skips bcrypt. A new PIN has a new stored hash, so a change or a reset
// forgets it at once; a wrong PIN never matches and always goes through the counted check.

const KEY = randomBytes(32);
const REMEMBER_FOR_MS = 10 * 60 * 1000;
const MAX_REMEMBERED = 10_000;

type Remembered = { digest: Buffer; until: number };
const remembered = new Map<string, Remembered>();

function digestOf(pinHash: string, pin: string): Buffer {
  return createHmac("sha256", KEY).update(`${pinHash}\0${pin}`).digest();
}

/** Whether bcrypt accepted this PIN against this stored hash in the last few minutes. */
export function recentlyAccepted(userId: string, pinHash: string, pin: string): boolean {
  const entry = remembered.get(userId);
  if (!entry) return false;
  if (entry.until < Date.now()) {
    remembered.delete(userId);
    return false;
  }
  return timingSafeEqual(entry.digest, digestOf(pinHash, pin));
}

export function rememberAccepted(userId: string, pinHash: string, pin: string): void {
  remembered.delete(userId);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(userId, { digest: digestOf(pinHash, pin), until: Date.now() + REMEMBER_FOR_MS });
}

export function forgetAccepted(userId: string): void {
  remembered.delete(userId);
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs one PIN check of a person's at a time in this process. Parallel requests with the right PIN then wait for
 * the first one's bcrypt and are answered from its memory, rather than each taking one of the five counted tries
 * (five in flight at once would lock the PIN of someone who typed it right).
 */
export function oneAtATime<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.then(
    () => {},
    () => {},
  );
  queues.set(userId, tail);
  void tail.then(() => {
    if (queues.get(userId) === tail) queues.delete(userId);
  });
  return run;
}
