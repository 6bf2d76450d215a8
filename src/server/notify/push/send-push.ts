import "server-only";
import webpush from "web-push";
import type { VapidKeys } from "./vapid-keys";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** How a push service answered: delivered, gone (the browser dropped the subscription), or try again later. */
export type PushOutcome = "delivered" | "gone" | "retry" | "refused";

/** A day: a phone that is off for a night still gets the alert, one off for longer does not get stale ones. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Encrypts the payload for this subscription (RFC 8291, aes128gcm) and signs the request with Veil's VAPID key
 * (RFC 8292), with web-push; then POSTs it with fetch, so the request has a timeout and the tests' stand-in
 * push service can listen on plain http.
 */
export async function sendPush(target: PushTarget, payload: string, keys: VapidKeys): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: keys,
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: "high",
      contentEncoding: webpush.supportedContentEncodings.AES_128_GCM,
    },
  );
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    return "retry";
  }
  return outcome(status);
}

/** 404 and 410 mean the subscription is gone for good; 429 and 5xx are worth another try; any other 4xx is not. */
export function outcome(status: number): PushOutcome {
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) return "gone";
  if (status === 429 || status >= 500) return "retry";
  return "refused";
}
