import "server-only";
import { DAY_MS } from "@/server/platform";
import { env } from "@/env";

// How often a pending thing is asked about is the SQL function pending_check_wait (sql/pending_check_wait.sql):
// after half an hour, less and less often, at most every half hour.

/** Pending this long, the person is told in words and a case opens (a day; a test server shortens it). */
export const PENDING_NOTICE_MS = DAY_MS;

export function pendingNoticeMs(): number {
  const seconds = env().PENDING_NOTICE_SECONDS;
  return seconds ? seconds * 1000 : PENDING_NOTICE_MS;
}
