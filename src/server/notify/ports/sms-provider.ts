/** One SMS to one number. `messageId` is the outbox row's id: a provider that can, deduplicates by it. */
export type SmsMessage = { messageId: string; to: string; text: string };

/** What the provider answered: its own id for the message, when it gives one. */
export type SentReceipt = { providerMessageId: string | null };

/** The SMS port. `send` throws when the message may not have been sent (the outbox tries again later). */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SentReceipt>;
}
