import "server-only";
import type { Database } from "@/server/platform";
import type { SmsProvider } from "@/server/notify";

/** A number ending in 0999 meets a provider outage on every try (docs/sandbox.md), to rehearse a failed code. */
export const SANDBOX_SMS_OUTAGE = /0999$/;

/**
 * The sandbox SMS provider: nothing leaves Veil, the message lands in the sandbox inbox (/sandbox/inbox),
 * once per outbox row however often it is delivered.
 */
export function sandboxSms(db: Database): SmsProvider {
  return {
    name: "sandbox",
    async send({ messageId, to, text }) {
      if (SANDBOX_SMS_OUTAGE.test(to)) throw new Error("Sandbox SMS provider outage (numbers ending 0999).");
      await db.sandboxMessage.upsert({
        where: { id: messageId },
        create: { id: messageId, channel: "sms", recipient: to, body: text },
        update: {},
      });
      return { providerMessageId: `sandbox-${messageId}` };
    },
  };
}
