import "server-only";
import type { Database } from "@/server/prisma-client";
import type { EmailProvider } from "./email-provider";
import { sandboxEmail } from "./sandbox/sandbox-email";

/** The email provider EMAIL_PROVIDER names. */
export function emailProvider(db: Database): EmailProvider {
  return sandboxEmail(db);
}

/** Whether email goes to the sandbox inbox rather than to mailboxes. */
export function emailIsSandbox(): boolean {
  return true;
}
