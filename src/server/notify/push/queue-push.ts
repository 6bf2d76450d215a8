import "server-only";
import type { Database, Tx } from "@/server/platform";

/** Which switch a push answers to: "transaction" is Transaction alerts, "app" is App notifications. */
export type PushCategory = "transaction" | "app";

/**
 * Writes a push alert in the caller's transaction, for deliver-pushes to send to each of the person's devices:
 * only when they have a subscribed device and the category's switch is on (checked again before sending).
 * Transaction alerts are written by a trigger on transactions (migration 20261127120200_push_alerts); this is
 * for the rest, the security alerts.
 */
export async function queuePush(
  tx: Tx | Database,
  push: { userId: string; category: PushCategory; kind: string; device?: string },
): Promise<void> {
  const [subscribed, settings] = await Promise.all([
    tx.pushSubscription.findFirst({ where: { userId: push.userId }, select: { id: true } }),
    tx.userSettings.findUnique({
      where: { userId: push.userId },
      select: { pushNotifications: true, transactionAlerts: true },
    }),
  ]);
  if (!subscribed || !switchedOn(push.category, settings)) return;
  await tx.pushMessage.create({
    data: {
      userId: push.userId,
      category: push.category,
      kind: push.kind,
      device: push.device ?? null,
    },
  });
}

/** Whether the person's switch for this category is on; a person with no settings row has the defaults (on). */
export function switchedOn(
  category: string,
  settings: { pushNotifications: boolean; transactionAlerts: boolean } | null,
): boolean {
  if (category === "transaction") return settings?.transactionAlerts ?? true;
  return settings?.pushNotifications ?? true;
}
