import type { SentReceipt } from "@/server/notify/ports/sms-provider";

/** One email. `messageId` is the outbox row's id, used as the Message-ID so a repeat is recognisable. */
export type EmailMessage = { messageId: string; to: string; subject: string; text: string };

/** The email port. `send` throws when the message may not have been sent (the outbox tries again later). */
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<SentReceipt>;
}
