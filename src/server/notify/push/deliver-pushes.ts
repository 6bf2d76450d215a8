import "server-only";
import type { Database, JobContext } from "@/server/platform";
import { DEFAULT_LANGUAGE } from "@/i18n/locales";
import { MAX_ATTEMPTS, retryDelaySeconds } from "@/server/notify/messages/deliver-outbox";
import { isAllowedPushEndpoint } from "./push-endpoint";
import { pushPayload } from "./push-text";
import { switchedOn } from "./queue-push";
import { sendPush, type PushOutcome, type PushTarget } from "./send-push";
import { vapidKeys } from "./vapid-keys";

const CLAIM_SECONDS = 60;
const BATCH = 20;

type Claimed = {
  id: string;
  user_id: string;
  category: string;
  kind: string;
  transaction_id: number | null;
  device: string | null;
  delivered_to: string[] | null;
  attempts: number;
  created_at: Date;
};

export type Send = (target: PushTarget, payload: string) => Promise<PushOutcome>;

/**
 * Sends the due push alerts, each claimed by one sender at a time (SKIP LOCKED and a lease, as the outbox). Each
 * alert goes to every live subscription of its person that has not taken it yet, in their language now, and
 * only while its switch is still on. A subscription the push service calls gone (404, 410) is removed, and so
 * is one whose session has ended: a signed-out device gets nothing more.
 */
export async function deliverDuePushes(
  db: Database,
  context?: JobContext,
  send?: Send,
): Promise<{ sent: number; failed: number }> {
  const keys = vapidKeys();
  if (!keys) return { sent: 0, failed: 0 };
  const deliver: Send = send ?? ((target, payload) => sendPush(target, payload, keys));
  const production = process.env.NODE_ENV === "production";
  let sent = 0;
  let failed = 0;
  for (;;) {
    if (context && Date.now() >= context.deadline) break;
    const claimed = await db.$queryRaw<Claimed[]>`
      UPDATE push_messages SET claimed_until = now() + ${`${CLAIM_SECONDS} seconds`}::interval, attempts = attempts + 1
       WHERE id IN (SELECT id FROM push_messages
                     WHERE status = 'pending' AND next_attempt_at <= now()
                       AND (claimed_until IS NULL OR claimed_until < now())
                     ORDER BY next_attempt_at, created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id::text, category, kind, transaction_id, device, delivered_to::text[], attempts, created_at`;
    // In the order they happened, so a phone shows a transfer's alerts as they came.
    claimed.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    if (claimed.length === 0) break;
    for (const message of claimed) {
      if (await deliverOne(db, message, deliver, production)) sent += 1;
      else failed += 1;
    }
    if (claimed.length < BATCH) break;
  }
  return { sent, failed };
}

async function deliverOne(db: Database, message: Claimed, deliver: Send, production: boolean): Promise<boolean> {
  const settings = await db.userSettings.findUnique({
    where: { userId: message.user_id },
    select: { pushNotifications: true, transactionAlerts: true, language: true },
  });
  if (!switchedOn(message.category, settings))
    return settle(db, message.id, "failed", "switched off before it was sent");
  await removeEndedSessions(db, message.user_id);
  const delivered = new Set(message.delivered_to ?? []);
  const targets = await db.pushSubscription.findMany({
    where: { userId: message.user_id, id: { notIn: [...delivered] } },
    select: { id: true, endpoint: true, p256dh: true, auth: true },
  });
  const transaction = message.transaction_id
    ? await db.transaction.findUnique({
        where: { id: message.transaction_id },
        select: { id: true, amount: true, recipientBank: true, recipientAccountNumber: true },
      })
    : null;
  const language = settings?.language ?? DEFAULT_LANGUAGE;
  const payload = JSON.stringify(
    pushPayload(
      {
        id: message.id,
        kind: message.kind,
        device: message.device,
        transaction: transaction && { ...transaction, amount: transaction.amount.toFixed(2) },
      },
      language,
    ),
  );
  let retry = false;
  for (const target of targets) {
    const result = isAllowedPushEndpoint(target.endpoint, production) ? await deliver(target, payload) : "gone";
    if (result === "delivered") {
      delivered.add(target.id);
      await db.pushSubscription.update({ where: { id: target.id }, data: { lastSuccessAt: new Date() } });
    } else if (result === "gone") {
      await db.pushSubscription.deleteMany({ where: { id: target.id } });
    } else if (result === "retry") {
      retry = true;
    }
  }
  await db.pushMessage.update({ where: { id: message.id }, data: { deliveredTo: [...delivered] } });
  if (!retry) return settle(db, message.id, "sent", null);
  const givingUp = message.attempts >= MAX_ATTEMPTS;
  await db.pushMessage.updateMany({
    where: { id: message.id, status: "pending" },
    data: {
      status: givingUp ? "failed" : "pending",
      claimedUntil: null,
      lastError: "a push service asked to try again later",
      nextAttemptAt: new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000),
    },
  });
  return false;
}

async function settle(db: Database, id: string, status: "sent" | "failed", lastError: string | null): Promise<boolean> {
  await db.pushMessage.updateMany({
    where: { id, status: "pending" },
    data: { status, lastError, claimedUntil: null, sentAt: status === "sent" ? new Date() : null },
  });
  return status === "sent";
}

/** A subscription lives only as long as its session: logout, "Sign out" elsewhere, a password change. */
async function removeEndedSessions(db: Database, userId: string): Promise<void> {
  await db.$executeRaw`
    DELETE FROM push_subscriptions p
     USING user_sessions s, users u
     WHERE p.user_id = ${userId}::uuid AND s.id = p.session_id AND u.id = p.user_id
       AND (s.ended_at IS NOT NULL OR s.session_version <> u.session_version)`;
}
