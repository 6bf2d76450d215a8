import { expect, type APIRequestContext } from "@playwright/test";
import { E2E_SANDBOX_SECRET, SANDBOX_SECRET_HEADER } from "./sandbox-reviewer";

export type InboxMessage = {
  id: string;
  channel: "sms" | "email";
  to: string;
  subject: string | null;
  text: string;
  sentAt: string;
};

/**
 * The sandbox inbox's messages to one phone number ("+2348031234567") or email address, newest first. The
 * reviewer secret goes with every request: the rails server's inbox exists only for it.
 */
export async function inbox(request: APIRequestContext, to: string): Promise<InboxMessage[]> {
  const response = await request.get(`/api/sandbox/inbox?to=${encodeURIComponent(to)}`, {
    headers: { [SANDBOX_SECRET_HEADER]: E2E_SANDBOX_SECRET },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { messages: InboxMessage[] } }).data.messages;
}

/**
 * Waits for a message to `to` that arrived after `since` (and matches `match`, when given), as a person waits
 * for an SMS: delivery runs once the request that queued it has answered, or at the job's next round.
 */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  { since, match }: { since: Date; match?: RegExp },
): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox(request, to)).find(
          (message) => new Date(message.sentAt) >= since && (!match || match.test(message.text)),
        );
        return Boolean(found);
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the next SMS to `phone` (+234...) sent after `since`. */
export async function nextCode(request: APIRequestContext, phone: string, since: Date): Promise<string> {
  const message = await nextMessage(request, phone, { since, match: /\b\d{6}\b/ });
  return message.text.match(/\b(\d{6})\b/)![1]!;
}
