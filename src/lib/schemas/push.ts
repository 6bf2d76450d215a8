import * as z from "./zod";

// What a browser's PushSubscription.toJSON() gives: the push service's endpoint and the keys that encrypt what is
// sent to it. Only a broken or hand-made client sends anything else, so one message covers every field; the
// route answers it in the person's language.

const INVALID = "push-subscription-invalid";

const base64url = (max: number) =>
  z
    .string({ error: INVALID })
    .check(z.minLength(1, INVALID), z.maxLength(max, INVALID), z.regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID));

const endpoint = z.string({ error: INVALID }).check(z.minLength(1, INVALID), z.maxLength(1024, INVALID));

/** POST /api/push/subscriptions: this device's subscription. */
export const pushSubscriptionSchema = z.strictObject(
  {
    endpoint,
    // Chrome sends expirationTime: null; nothing reads it.
    expirationTime: z.optional(z.nullable(z.number({ error: INVALID }))),
    keys: z.strictObject(
      {
        // An uncompressed P-256 point is 65 bytes (87 base64url characters); the auth secret 16 (22).
        p256dh: base64url(100),
        auth: base64url(40),
      },
      INVALID,
    ),
  },
  INVALID,
);

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: which of the person's devices to stop. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint }, INVALID);

/** The marker the route turns into a sentence for a person. */
export const PUSH_SUBSCRIPTION_INVALID = INVALID;
