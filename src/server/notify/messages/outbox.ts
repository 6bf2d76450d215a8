import "server-only";
import { after } from "next/server";
import type { Database, Tx } from "@/server/platform";

/** A message to send. `kind` names what it is for the logs and the outbox, never its secret part. */
export type OutboxMessageInput = {
  userId?: string | null;
  channel: "sms" | "email";
  /** A +234 number for SMS, an email address for email. */
  to: string;
  /** Email only. */
  subject?: string;
  text: string;
  kind: string;
};

type Handle = Tx | Database;

let deliverSoon: (() => Promise<unknown>) | undefined;

/**
 * How delivery starts once a request that queued a message has answered: the app's database module sets it
 * (src/server/db.ts), so this module never reaches for the database itself. Unset in scripts and tests, where
 * the job delivers.
 */
export function whenMessagesQueued(deliver: () => Promise<unknown>): void {
  deliverSoon = deliver;
}

/** A marketing message for someone who has not switched "Marketing emails" on: it is never written. */
export class MarketingNotAllowedError extends Error {
  constructor() {
    super('Marketing messages go only to people who switched "Marketing emails" on.');
    this.name = "MarketingNotAllowedError";
  }
}

/** Kinds starting with this are marketing: sent only with the person's consent (user_settings.marketing_emails). */
export const MARKETING_KIND_PREFIX = "marketing:";

/** Refuses a marketing message unless its person has switched "Marketing emails" on; nothing else is checked. */
async function assertMayMarket(tx: Handle, message: OutboxMessageInput): Promise<void> {
  if (!message.kind.startsWith(MARKETING_KIND_PREFIX)) return;
  const settings = message.userId
    ? await tx.userSettings.findUnique({ where: { userId: message.userId }, select: { marketingEmails: true } })
    : null;
  if (!settings?.marketingEmails) throw new MarketingNotAllowedError();
}

/**
 * Writes a message to the outbox inside the caller's transaction: it exists exactly when the change that
 * caused it committed. The job (deliver-messages) sends it; inside a request, delivery also starts once the
 * response has gone, by which time the transaction has committed or rolled back.
 */
export async function enqueueMessage(tx: Handle, message: OutboxMessageInput): Promise<string> {
  await assertMayMarket(tx, message);
  const row = await tx.outboxMessage.create({
    data: {
      userId: message.userId ?? null,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.text,
      kind: message.kind,
    },
    select: { id: true },
  });
  deliverAfterResponse();
  return row.id;
}

function deliverAfterResponse(): void {
  const deliver = deliverSoon;
  if (!deliver) return;
  try {
    after(() => deliver().catch(() => undefined));
  } catch {
    // Outside a request (a job, a script): the job's next round delivers it.
  }
}
