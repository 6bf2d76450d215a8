import "server-only";
import type { Database } from "@/server/platform";
import type { PushSubscriptionInput } from "@/lib/schemas/push";

/**
 * Saves this device's subscription for the signed-in person and the session it was made in. An endpoint is one
 * browser profile: subscribing again (a new session, or another account on the same browser) moves it, so a
 * device never gets two people's alerts.
 */
export async function saveSubscription(
  db: Database,
  owner: { userId: string; sessionId: string; device: string },
  subscription: PushSubscriptionInput,
): Promise<void> {
  const fields = {
    userId: owner.userId,
    sessionId: owner.sessionId,
    device: owner.device,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db.pushSubscription.upsert({
    where: { endpoint: subscription.endpoint },
    create: { endpoint: subscription.endpoint, ...fields },
    update: fields,
  });
}

/** Removes this device's subscription, only if it is the signed-in person's; true when one was removed. */
export async function removeSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const { count } = await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  return count > 0;
}

/** The device's name for its session ("Chrome on Android"), as Settings › Devices shows it. */
export async function sessionDevice(db: Database, sessionId: string): Promise<string> {
  const session = await db.userSession.findUnique({ where: { id: sessionId }, select: { device: true } });
  return session?.device ?? "";
}
