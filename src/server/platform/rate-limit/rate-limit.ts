import "server-only";
import type { Database, Tx } from "@/server/platform/database/prisma-client";
import { ApiError } from "@/server/platform/http/api-error";
import { clientIp, SHARED_CLIENT } from "@/server/platform/http/client-ip";
import { phrase, type Phrase } from "@/i18n/phrase";

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
export function tooManyMessage(retryAfterSeconds: number): Phrase {
  return phrase("serverErrors.tooManyRequests", { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/**
 * Counts this request against every limit and refuses it (429 with Retry-After) when any is over. One statement
 * per limit, an upsert whose row lock serialises the count, so parallel requests cannot all slip under it and
 * no server instance needs to share memory with another. Windows are clock hours; the first request of an
 * hour in each server process deletes the ended hours' counts.
 */
export async function spendHourly(db: Database | Tx, limits: HourlyLimit[], now = new Date()): Promise<void> {
  const windowStart = hourStart(now);
  const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + HOUR_MS - now.getTime()) / 1000));
  for (const { bucket, max } of limits) {
    if ((await countHourly(db, bucket, now)) > max) {
      throw new ApiError("too_many_requests", tooManyMessage(retryAfter), { "Retry-After": String(retryAfter) });
    }
  }
}

/**
 * Takes back the one request spendHourly counted at `now` in each limit: for limits that count only failures
 * (a sign-in that succeeded was no failure). Only the same clock hour's count is touched.
 */
export async function refundHourly(db: Database | Tx, limits: HourlyLimit[], now: Date): Promise<void> {
  for (const { bucket } of limits) {
    await db.$executeRaw`
      UPDATE rate_limit_counts SET count = count - 1
       WHERE bucket = ${bucket} AND window_start = ${hourStart(now)}::timestamptz AND count > 0`;
  }
}

const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** Adds one to a bucket's count in a window and answers the new count (the upsert's row lock serialises it). */
async function addOne(db: Database | Tx, bucket: string, windowStart: Date): Promise<number> {
  const [row] = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_counts (bucket, window_start, count) VALUES (${bucket}, ${windowStart}::timestamptz, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_counts.count + 1
    RETURNING count`;
  return row!.count;
}

/** Counts one request in a bucket's clock hour, refusing nothing: answers the hour's count so far. */
export async function countHourly(db: Database | Tx, bucket: string, now = new Date()): Promise<number> {
  const windowStart = hourStart(now);
  if (windowStart.getTime() !== sweptBefore) {
    sweptBefore = windowStart.getTime();
    await db.rateLimitCount.deleteMany({ where: { windowStart: { lt: windowStart } } });
  }
  return addOne(db, bucket, windowStart);
}

/** A bucket's count in the current clock hour, without counting anything. */
export async function hourlyCount(db: Database | Tx, bucket: string, now = new Date()): Promise<number> {
  const row = await db.rateLimitCount.findUnique({
    where: { bucket_windowStart: { bucket, windowStart: hourStart(now) } },
    select: { count: true },
  });
  return row?.count ?? 0;
}

/**
 * Counts one request and answers how many the bucket saw in the last `windowMs`: this window's count plus the
 * previous window's, weighted by how much of it still lies within the last `windowMs`. A sliding estimate, so
 * a burst cannot pass twice as many at a window's edge. Windows shorter than an hour are swept with the hours.
 */
export async function countRecent(
  db: Database | Tx,
  bucket: string,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const current = await addOne(db, bucket, new Date(start));
  const previous = await db.rateLimitCount.findUnique({
    where: { bucket_windowStart: { bucket, windowStart: new Date(start - windowMs) } },
    select: { count: true },
  });
  return current + (previous?.count ?? 0) * (1 - (now.getTime() - start) / windowMs);
}

/**
 * Records a one-time thing (a proof-of-work challenge) as used: true the first time only. Its row is kept in
 * the hour `keepUntil` falls in, so the hourly sweep removes it only after that time has passed.
 */
export async function claimOnce(db: Database | Tx, bucket: string, keepUntil: Date): Promise<boolean> {
  return (await addOne(db, bucket, hourStart(keepUntil))) === 1;
}
