import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/platform";
import type { EmailProvider } from "@/server/notify";
import { sandboxEmail } from "./sandbox/sandbox-email";
import { smtpEmail } from "./smtp/smtp-email";

let smtp: EmailProvider | undefined;

/** The email provider EMAIL_PROVIDER names; the SMTP one is kept, so its connection settings are read once. */
export function emailProvider(db: Database): EmailProvider {
  const config = env();
  if (config.EMAIL_PROVIDER === "smtp") {
    smtp ??= smtpEmail({ url: config.SMTP_URL!, from: config.EMAIL_FROM! });
    return smtp;
  }
  return sandboxEmail(db);
}

/** Whether email goes to the sandbox inbox rather than to mailboxes. */
export function emailIsSandbox(): boolean {
  return env().EMAIL_PROVIDER === "sandbox";
}
