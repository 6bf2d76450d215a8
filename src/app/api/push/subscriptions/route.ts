// GET /api/push/subscriptions - Veil's VAPID public key (null: push is not offered); POST - subscribe this
// device; DELETE - unsubscribe it
import { phrase, type Phrase } from "@/i18n/phrase";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@/lib/schemas/push";
import { userRoute } from "@/server/web";
import { currentSessionId } from "@/server/auth";
import { ApiError, readBody } from "@/server/platform";
import { removeSubscription, saveSubscription, sessionDevice, isAllowedPushEndpoint, vapidKeys } from "@/server/notify";
import { db } from "@/server/db";

export const GET = userRoute(async () => ({ data: { publicKey: vapidKeys()?.publicKey ?? null } }));

export const POST = userRoute(async (request, user) => {
  if (!vapidKeys()) throw new ApiError("conflict", phrase("push.api.unavailable"));
  const subscription = await readBody(request, pushSubscriptionSchema).catch(translated(phrase("push.api.invalid")));
  if (!isAllowedPushEndpoint(subscription.endpoint, process.env.NODE_ENV === "production")) {
    throw new ApiError("bad_request", phrase("push.api.endpoint"));
  }
  const sessionId = currentSessionId(user);
  await saveSubscription(db, { userId: user.id, sessionId, device: await sessionDevice(db, sessionId) }, subscription);
  return { data: { subscribed: true } };
});

export const DELETE = userRoute(async (request, user) => {
  const { endpoint } = await readBody(request, pushUnsubscribeSchema).catch(translated(phrase("push.api.invalid")));
  return { data: { removed: await removeSubscription(db, user.id, endpoint) } };
});

/** A body that is not a subscription is answered in the person's words; other refusals (too large) as they are. */
function translated(message: Phrase) {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.status === 400) throw new ApiError("bad_request", message);
    throw error;
  };
}
