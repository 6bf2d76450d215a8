import "server-only";
import type { Database } from "@/server/platform";
import type { EmailProvider } from "@/server/notify";

/** Any address at this domain is refused for good, as a mailbox that does not exist is (docs/sandbox.md). */
export const SANDBOX_UNDELIVERABLE_DOMAIN = "undeliverable.test";

/** The sandbox email provider: the email lands in the sandbox inbox (/sandbox/inbox), once per outbox row. */
export function sandboxEmail(db: Database): EmailProvider {
  return {
    name: "sandbox",
    async send({ messageId, to, subject, text }) {
      if (to.toLowerCase().endsWith(`@${SANDBOX_UNDELIVERABLE_DOMAIN}`)) {
        throw Object.assign(new Error("Sandbox: 550 no such mailbox (undeliverable.test)."), { retryable: false });
      }
      await db.sandboxMessage.upsert({
        where: { id: messageId },
        create: { id: messageId, channel: "email", recipient: to, subject, body: text },
        update: {},
      });
      return { providerMessageId: `sandbox-${messageId}` };
    },
  };
}
