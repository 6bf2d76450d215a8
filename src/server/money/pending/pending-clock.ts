import "server-only";
import { DAY_MS, MINUTE_MS } from "@/server/platform";
import { Prisma } from "@/generated/prisma/client";
import { env } from "@/env";

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

/**
 * The wait before something pending since `since` is asked about again, as SQL: `baseMs` for its first half
 * hour, then a quarter of how long it has been pending past that half hour (15 seconds at 31 minutes, 7.5
 * minutes at an hour), never more than half an hour. Computed by the database from columns, so every server,
 * the jobs and a screen's polling all agree on when the next question is due.
 */
export function checkWaitSql(since: Prisma.Sql, baseMs: number): Prisma.Sql {
  const base = Prisma.sql`make_interval(secs => ${baseMs / 1000})`;
  const after = Prisma.sql`make_interval(secs => ${BACKOFF_AFTER_MS / 1000})`;
  const longest = Prisma.sql`make_interval(secs => ${LONGEST_WAIT_MS / 1000})`;
  return Prisma.sql`(CASE WHEN ${since} > clock_timestamp() - ${after} THEN ${base}
    ELSE LEAST(${longest}, GREATEST(${base}, (clock_timestamp() - ${since} - ${after}) / 4)) END)`;
}
