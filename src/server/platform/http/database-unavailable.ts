import { phrase } from "@/i18n/phrase";
// Telling "the database is down or stalled" apart from a bug, so that a person reads a 503 that says their
// money is safe, and the log holds one line per interval instead of a stack per request.

export const DATABASE_UNAVAILABLE = phrase("serverErrors.databaseUnavailable");

/**
 * The same, for a request that moves money: a statement sent before the database stalled may still commit
 * after the answer, so "try again" alone could invite a second payment under a new key. The screen keeps its
 * key, so its own retry is safe; a person who starts over should look first.
 */
export const PAYMENT_UNCONFIRMED = phrase("serverErrors.paymentUnconfirmed");

/** Ways the driver, the pool and Prisma say the server cannot be reached or did not answer in time. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  // Prisma: can't reach the server, timed out, closed the connection, no pool connection, transaction not started.
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "P2028",
  // PostgreSQL: statement or lock timeout, shutting down or starting up, too many connections.
  "57014",
  "55P03",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNREACHABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
const UNREACHABLE_TEXT =
  /timeout exceeded when trying to connect|^timeout expired$|connection terminated|query read timeout|can't reach database|connection (?:refused|closed)|terminating connection|unable to start a transaction in the given time/i;

/** True when the error, or anything it wraps, says the database is unreachable or did not answer in time. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const e = error as Record<string, unknown>;
  const code = typeof e.code === "string" ? e.code : undefined;
  if (code && (UNREACHABLE_CODES.has(code) || code.startsWith("08"))) return true;
  if (typeof e.kind === "string" && UNREACHABLE_KINDS.has(e.kind)) return true;
  if (typeof e.message === "string" && UNREACHABLE_TEXT.test(e.message)) return true;
  const meta = e.meta as Record<string, unknown> | undefined;
  const nested = [e.cause, meta?.driverAdapterError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** At most one log line per interval while the database stays down. */
export const REPORT_INTERVAL_MS = 30_000;
let lastReportedAt = -Infinity;
let unreported = 0;

/** An error's first line, short enough for a log line (a driver's message can carry the whole query). */
export function errorReason(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : String(error);
}

/** Logs that the database is unavailable, once per interval, with the count of failures not logged since. */
export function reportDatabaseUnavailable(error: unknown, now = Date.now()): void {
  if (now - lastReportedAt < REPORT_INTERVAL_MS) {
    unreported += 1;
    return;
  }
  const reason = errorReason(error);
  const since = unreported > 0 ? ` (${unreported} more since the last report)` : "";
  console.error(
    `Database unavailable: ${reason}${since}. Answering 503; the next report comes in ${REPORT_INTERVAL_MS / 1000} s at the earliest.`,
  );
  lastReportedAt = now;
  unreported = 0;
}

/**
 * For a page render, which cannot answer 503: `promise.catch(whenDatabaseUnavailable(fallback))` turns the
 * database's absence into `fallback` (reported like any other), so the page can say so in its own HTML;
 * every other error still fails the render.
 */
export function whenDatabaseUnavailable<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (!isDatabaseUnavailable(error)) throw error;
    reportDatabaseUnavailable(error);
    return fallback;
  };
}
