import "server-only";
import type { Database, JobContext } from "@/server/platform";
import { smsProvider, emailProvider } from "@/server/vendors";
import type { SmsProvider } from "@/server/notify/ports/sms-provider";
import type { EmailProvider } from "@/server/notify/ports/email-provider";

/** A message that failed this many times is given up (status failed); a code can be asked for again. */
export const MAX_ATTEMPTS = 8;
/** How long a sender holds a claimed row: one that dies mid-send lets the row go after this. */
const CLAIM_SECONDS = 60;
const BATCH = 20;

type Providers = { sms: SmsProvider; email: EmailProvider };

type Claimed = {
  id: string;
  userId: string | null;
  channel: "sms" | "email";
  recipient: string;
  subject: string | null;
  /** Null for an email receipt, written here from its transaction. */
  body: string | null;
  transactionId: number | null;
  attempts: number;
};

/** Seconds before the next try after `attempts` failures: 15 s, 30 s, 1 min, ... at most 30 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(15 * 2 ** Math.max(0, attempts - 1), 30 * 60);
}

/**
 * Sends the outbox's due messages, each claimed by one sender at a time (SKIP LOCKED and a lease), so two
 * workers never send one row together. A row is marked sent only after its provider accepted it; a sender that
 * dies in between leaves the row to be sent again when its claim lapses, with the same message id, which the
 * sandbox and the SMTP Message-ID recognise.
 */
export async function deliverDueMessages(
  db: Database,
  context?: JobContext,
  providers: Providers = { sms: smsProvider(db), email: emailProvider(db) },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    if (context && Date.now() >= context.deadline) break;
    const claimed = await db.$queryRaw<Claimed[]>`
      UPDATE outbox_messages SET claimed_until = now() + ${`${CLAIM_SECONDS} seconds`}::interval,
                                 attempts = attempts + 1
       WHERE id IN (SELECT id FROM outbox_messages
                     WHERE status = 'pending' AND next_attempt_at <= now()
                       AND (claimed_until IS NULL OR claimed_until < now())
                     ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, user_id AS "userId", channel::text AS channel, recipient, subject, body,
                transaction_id AS "transactionId", attempts`;
    if (claimed.length === 0) break;
    for (const message of claimed) {
      if (await deliverOne(db, providers, message)) sent += 1;
      else failed += 1;
    }
    if (claimed.length < BATCH) break;
  }
  return { sent, failed };
}

/**
 * A message's words: as queued, or, for an email receipt, written now from its transaction in its owner's
 * language (the documents module writes receipts; loaded here on first use, since it sends through this one).
 */
async function wordsOf(db: Database, message: Claimed): Promise<{ subject: string | null; text: string }> {
  if (message.body !== null) return { subject: message.subject, text: message.body };
  const { receiptEmail } = await import("@/server/documents");
  const written =
    message.userId && message.transactionId !== null
      ? await receiptEmail(db, message.userId, message.transactionId)
      : null;
  if (!written) throw Object.assign(new Error("the receipt's transaction is gone"), { retryable: false });
  return { subject: written.subject, text: written.text };
}

async function deliverOne(db: Database, providers: Providers, message: Claimed): Promise<boolean> {
  try {
    const { subject, text } = await wordsOf(db, message);
    const receipt =
      message.channel === "sms"
        ? await providers.sms.send({ messageId: message.id, to: message.recipient, text })
        : await providers.email.send({
            messageId: message.id,
            to: message.recipient,
            subject: subject ?? "Veil",
            text,
          });
    await db.outboxMessage.updateMany({
      where: { id: message.id, status: "pending" },
      data: {
        status: "sent",
        sentAt: new Date(),
        claimedUntil: null,
        providerMessageId: receipt.providerMessageId,
        lastError: null,
      },
    });
    return true;
  } catch (error) {
    // A provider that says the request itself was wrong (a 4xx) will say so again: no point retrying.
    const refused = (error as { retryable?: unknown })?.retryable === false;
    const givingUp = refused || message.attempts >= MAX_ATTEMPTS;
    // The provider's reason, never the message: it may hold a code.
    const reason = error instanceof Error ? error.message.slice(0, 300) : "unknown error";
    await db.outboxMessage.updateMany({
      where: { id: message.id, status: "pending" },
      data: {
        status: givingUp ? "failed" : "pending",
        claimedUntil: null,
        lastError: reason,
        nextAttemptAt: new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000),
      },
    });
    return false;
  }
}
