import "server-only";
import { env } from "@/env";
import { HOUR_MS } from "@/server/platform";

/**
 * How long an accepted unfreeze waits before it takes effect: long enough for the owner to see the alert and
 * answer "Keep it frozen" when it was a thief. A test server may shorten it (UNFREEZE_DELAY_SECONDS).
 */
export const UNFREEZE_DELAY_MS = HOUR_MS;

export function unfreezeDelayMs(): number {
  const seconds = env().UNFREEZE_DELAY_SECONDS;
  return seconds ? seconds * 1000 : UNFREEZE_DELAY_MS;
}

/** The delay as a screen says it, in whole minutes. */
export function unfreezeDelayMinutes(): number {
  return Math.max(1, Math.ceil(unfreezeDelayMs() / 60_000));
}
