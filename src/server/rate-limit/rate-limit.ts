import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import { ApiError } from "@/server/http/api-error";
import { clientIp, SHARED_CLIENT } from "@/server/http/client-ip";

const HOUR_MS = 60 * 60 * 1000;
let sweptBefore = 0;

/** One limit: at most `max` requests per bucket in each clock hour. */
export type HourlyLimit = { bucket: string; max: number };

/**
 * A per-client limit, or none where the client's address cannot be trusted (no VERCEL, no TRUSTED_PROXY): every
 * client would share one bucket, so one person could spend everybody's allowance. The totals and per-account
 * limits still apply there.
 */
export function perClient(headers: Headers, name: string, max: number): HourlyLimit[] {
  const client = clientIp(headers);
  return client === SHARED_CLIENT ? [] : [{ bucket: `${name}:client:${client}`, max }];
}

/** What a person reads when a lookup limit is reached: what happened and when to try again. */
export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You've made too many requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/**
 * Counts this request against every limit and refuses it (429 with Retry-After) when any is over. One statement
 * per limit, an upsert whose row lock serialises the count, so parallel requests cannot all slip under it and
 * no server instance needs to share memory with another. Windows are clock hours; the first request of an
 * hour in each server process deletes the ended hours' counts.
 */
export async function spendHourly(db: Database | Tx, limits: HourlyLimit[], now = new Date()): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + HOUR_MS - now.getTime()) / 1000));
  if (windowStart.getTime() !== sweptBefore) {
    sweptBefore = windowStart.getTime();
    await db.rateLimitCount.deleteMany({ where: { windowStart: { lt: windowStart } } });
  }
  for (const { bucket, max } of limits) {
    const [row] = await db.$queryRaw<{ count: number }[]>`
      INSERT INTO rate_limit_counts (bucket, window_start, count) VALUES (${bucket}, ${windowStart}::timestamptz, 1)
      ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_counts.count + 1
      RETURNING count`;
    if (row!.count > max) {
      throw new ApiError("too_many_requests", tooManyMessage(retryAfter), { "Retry-After": String(retryAfter) });
    }
  }
}
