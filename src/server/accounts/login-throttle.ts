import "server-only";
import type { Tx } from "@/server/prisma-client";
import { db } from "@/server/db";

/** Spec of the throttle: per phone number and per IP address, failures counted over a sliding window. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PHONE = 5;
export const MAX_FAILURES_PER_IP = 50;

export type ThrottleVerdict = { allowed: true; attemptId: bigint } | { allowed: false; retryAfterSeconds: number };

/**
 * Checks the limits and, when the attempt may go ahead, records it as a failure before the password is even
 * checked (a success deletes it). The per-phone advisory lock makes check-and-record one step, so a burst
 * of parallel guesses cannot all slip under the limit. Nothing here runs bcrypt.
 */
export async function admitLoginAttempt(phoneKey: string, ip: string, now = new Date()): Promise<ThrottleVerdict> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${"login:" + phoneKey}, 0))`;
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const retryAfter = await blockedFor(tx, phoneKey, ip, since, now);
    if (retryAfter !== null) return { allowed: false as const, retryAfterSeconds: retryAfter };
    const attempt = await tx.loginAttempt.create({
      data: { phoneNumber: phoneKey, ipAddress: ip, createdAt: now },
      select: { id: true },
    });
    return { allowed: true as const, attemptId: attempt.id };
  });
}

async function blockedFor(tx: Tx, phoneKey: string, ip: string, since: Date, now: Date): Promise<number | null> {
  const limits = [
    { where: { phoneNumber: phoneKey }, max: MAX_FAILURES_PER_PHONE },
    { where: { ipAddress: ip }, max: MAX_FAILURES_PER_IP },
  ];
  for (const { where, max } of limits) {
    // The max-th newest failure: once it leaves the window, one more attempt is allowed.
    const rows = await tx.loginAttempt.findMany({
      where: { ...where, createdAt: { gt: since } },
      orderBy: { createdAt: "desc" },
      skip: max - 1,
      take: 1,
      select: { createdAt: true },
    });
    const edge = rows[0];
    if (edge) return Math.max(1, Math.ceil((edge.createdAt.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
  }
  return null;
}

/** A correct password: this attempt was not a failure, and the phone number's earlier failures are forgiven. */
export async function forgiveFailures(phoneKey: string, attemptId: bigint): Promise<void> {
  await db.loginAttempt.deleteMany({ where: { OR: [{ id: attemptId }, { phoneNumber: phoneKey }] } });
}
