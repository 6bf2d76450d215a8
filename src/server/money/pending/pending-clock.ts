import "server-only";
import { DAY_MS, MINUTE_MS } from "@/server/platform";
import { env } from "@/env";

// How often a pending thing is asked about is the SQL function pending_check_wait (sql/pending_check_wait.sql):
// after BACKOFF_AFTER_MS, less and less often, at most every LONGEST_WAIT_MS.

/** Something pending this long is asked about less and less often. */
export const BACKOFF_AFTER_MS = 30 * MINUTE_MS;
/** The longest wait between two questions about one pending thing. */
export const LONGEST_WAIT_MS = 30 * MINUTE_MS;
/** Pending this long, the person is told in words and a case opens (a day; a test server shortens it). */
export const PENDING_NOTICE_MS = DAY_MS;

export function pendingNoticeMs(): number {
  const seconds = env().PENDING_NOTICE_SECONDS;
  return seconds ? seconds * 1000 : PENDING_NOTICE_MS;
}
