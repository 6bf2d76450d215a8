import "server-only";
import type { Database } from "@/server/prisma-client";
import type { EmailProvider } from "../email-provider";

/** The sandbox email provider: the email lands in the sandbox inbox (/sandbox/inbox), once per outbox row. */
export function sandboxEmail(db: Database): EmailProvider {
  return {
    name: "sandbox",
    async send({ messageId, to, subject, text }) {
      await db.sandboxMessage.upsert({
        where: { id: messageId },
        create: { id: messageId, channel: "email", recipient: to, subject, body: text },
        update: {},
      });
      return { providerMessageId: `sandbox-${messageId}` };
    },
  };
}
