import "server-only";
import type { Database } from "@/server/prisma-client";
import { smsIsSandbox } from "@/server/providers/sms";
import { emailIsSandbox } from "@/server/providers/email";

/** The sandbox inbox exists while either message provider is the sandbox; with both real it is gone. */
export function sandboxInboxOpen(): boolean {
  return smsIsSandbox() || emailIsSandbox();
}

export type InboxMessage = {
  id: string;
  channel: "sms" | "email";
  to: string;
  subject: string | null;
  text: string;
  sentAt: string;
};

/** What the sandbox providers "sent", newest first; `to` narrows it to one phone number or email address. */
export async function readSandboxInbox(db: Database, { to, limit = 50 }: { to?: string; limit?: number } = {}) {
  const rows = await db.sandboxMessage.findMany({
    where: to ? { recipient: to } : {},
    orderBy: { sentAt: "desc" },
    take: Math.min(Math.max(limit, 1), 200),
  });
  return rows.map((row): InboxMessage => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    sentAt: row.sentAt.toISOString(),
  }));
}
