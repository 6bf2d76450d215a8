import "server-only";
import type { Database, JobContext } from "@/server/platform";
import { queueSecurityAlert, type SecurityEvent } from "@/server/notify";

const BATCH = 100;

/**
 * Queues the alert a PIN lock owes its owner, once. check_transaction_pin writes what is owed in the statement
 * that locks, so the debt survives a server that never heard the answer (a stalled database, a crash); clearing
 * it and queueing the alert are one transaction, so two servers paying it at once send one alert.
 */
export async function queueOwedPinLockAlert(db: Database, userId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const [owed] = await tx.$queryRaw<{ event: SecurityEvent }[]>`
      UPDATE transaction_pins AS pin SET lock_alert_owed = NULL
        FROM (SELECT user_id, lock_alert_owed FROM transaction_pins
               WHERE user_id = ${userId}::uuid AND lock_alert_owed IS NOT NULL FOR UPDATE) AS owed
       WHERE pin.user_id = owed.user_id
       RETURNING owed.lock_alert_owed AS event`;
    if (owed) await queueSecurityAlert(tx, userId, owed.event);
    return Boolean(owed);
  });
}

/** The "pin-lock-alerts" job: the alerts of locks whose server did not queue them itself. */
export async function queueOwedPinLockAlerts(db: Database, context: JobContext): Promise<number> {
  let queued = 0;
  while (Date.now() < context.deadline) {
    const owed = await db.$queryRaw<{ user_id: string }[]>`
      SELECT user_id::text FROM transaction_pins WHERE lock_alert_owed IS NOT NULL LIMIT ${BATCH}`;
    for (const { user_id } of owed) {
      if (await queueOwedPinLockAlert(db, user_id)) queued += 1;
    }
    if (owed.length < BATCH) break;
  }
  return queued;
}
