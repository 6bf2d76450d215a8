import "server-only";
import { type Database, sandboxOpenTo } from "@/server/platform";
import { smsIsSandbox, emailIsSandbox } from "@/server/vendors";

/**
 * Whether the sandbox inbox exists for this request: a message provider is the sandbox, and either every
 * provider is (nothing real to take over) or the request carries the reviewer secret. With both message
 * providers real it is gone for everyone.
 */
export function sandboxInboxOpen(headers: Headers): boolean {
  return sandboxKeepsMessages() && sandboxOpenTo(headers);
}

/** Whether any message goes to the sandbox inbox rather than to phones and mailboxes. */
export function sandboxKeepsMessages(): boolean {
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

/** "0803 123 4567" → "+2348031234567", so a person can filter by the number as they write it. */
export function recipientQuery(search: string): string {
  const trimmed = search.trim();
  const digits = trimmed.replace(/[\s-]/g, "");
  if (/^0\d{10}$/.test(digits)) return `+234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return `+${digits}`;
  return /^\+?\d+$/.test(digits) ? digits : trimmed;
}

/**
 * What the sandbox providers "sent", newest first. `to` narrows it to one phone number or email address
 * exactly (the tests' helpers); `search` to recipients containing it (the inbox page's filter).
 */
export async function readSandboxInbox(
  db: Database,
  { to, search, limit = 50 }: { to?: string; search?: string; limit?: number } = {},
) {
  const query = search ? recipientQuery(search) : "";
  const rows = await db.sandboxMessage.findMany({
    where: to ? { recipient: to } : query ? { recipient: { contains: query, mode: "insensitive" } } : {},
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
