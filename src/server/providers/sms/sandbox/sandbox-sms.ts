import "server-only";
import type { Database } from "@/server/prisma-client";
import type { SmsProvider } from "../sms-provider";

/**
 * The sandbox SMS provider: nothing leaves Veil, the message lands in the sandbox inbox (/sandbox/inbox),
 * once per outbox row however often it is delivered.
 */
export function sandboxSms(db: Database): SmsProvider {
  return {
    name: "sandbox",
    async send({ messageId, to, text }) {
      await db.sandboxMessage.upsert({
        where: { id: messageId },
        create: { id: messageId, channel: "sms", recipient: to, body: text },
        update: {},
      });
      return { providerMessageId: `sandbox-${messageId}` };
    },
  };
}
