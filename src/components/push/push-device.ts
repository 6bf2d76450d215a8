import { postJson } from "@/lib/http/post-json";
import { activeServiceWorker } from "./service-worker";

/** Why this device could not be subscribed: each has its own sentence (push.device in the texts). */
export type PushRefusal = "unsupported" | "blocked" | "unavailable" | "failed";

const ENDPOINT = "/api/push/subscriptions";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** This browser's current subscription, or null (none, or no support). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks the browser's permission, subscribes it with Veil's VAPID key and gives the subscription to the server.
 * A subscription made with another key (the server's keys changed) is replaced. Null when done.
 */
export async function subscribeThisDevice(): Promise<PushRefusal | null> {
  if (!pushSupported()) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "blocked";
  try {
    const answer = await fetch(ENDPOINT, { credentials: "same-origin" });
    const publicKey = answer.ok
      ? ((await answer.json()) as { data: { publicKey: string | null } }).data.publicKey
      : null;
    if (!publicKey) return "unavailable";
    const registration = await activeServiceWorker();
    const key = fromBase64Url(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    await postJson(ENDPOINT, subscription.toJSON());
    return null;
  } catch {
    return "failed";
  }
}

/** Stops pushes to this device: the server forgets it, and so does the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await fetch(ENDPOINT, {
    method: "DELETE",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
