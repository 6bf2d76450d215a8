// The email port over SMTP (nodemailer): any provider with SMTP works. Every failure throws, so the outbox
// keeps the message and tries again: a server that is down, times out, or refuses (4xx or 5xx) alike. The
// Message-ID is derived from the outbox row, so a message sent again after a crash between the server's
// acceptance and our "sent" mark carries the same Message-ID (docs/security.md#messages).
import "server-only";
import nodemailer from "nodemailer";
import type { EmailProvider } from "@/server/notify";

/** How long to wait for the connection, the greeting and each reply before giving up on this round. */
export const SMTP_TIMEOUT_MS = 10_000;

export type SmtpConfig = { url: string; from: string; timeoutMs?: number; messageIdDomain?: string };

export class SmtpSendError extends Error {
  constructor(
    message: string,
    readonly responseCode: number | null,
  ) {
    super(message);
    this.name = "SmtpSendError";
  }
}

/** `<outbox id@domain>`: one Message-ID per outbox row, whatever the number of attempts. */
export function messageIdFor(outboxId: string, domain: string): string {
  return `<${outboxId}@${domain}>`;
}

export function smtpEmail(config: SmtpConfig): EmailProvider {
  const timeout = config.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: config.url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as nodemailer.TransportOptions);
  const domain = config.messageIdDomain ?? domainOf(config.from);
  return {
    name: "smtp",
    async send({ messageId, to, subject, text }) {
      try {
        const info = await transport.sendMail({
          from: config.from,
          to,
          subject,
          text,
          messageId: messageIdFor(messageId, domain),
        });
        return { providerMessageId: info.messageId ?? null };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode ?? null;
        // nodemailer's message quotes the server's reply (never the email's text).
        throw new SmtpSendError(`SMTP: ${(error as Error).message}`.slice(0, 300), code);
      }
    },
  };
}

function domainOf(from: string): string {
  const match = from.match(/@([^>\s]+)/);
  return match?.[1] ?? "veil.local";
}
