import "server-only";
import type { Database } from "@/server/prisma-client";
import type { SmsProvider } from "./sms-provider";
import { sandboxSms } from "./sandbox/sandbox-sms";

/** The SMS provider SMS_PROVIDER names. */
export function smsProvider(db: Database): SmsProvider {
  return sandboxSms(db);
}

/** Whether SMS goes to the sandbox inbox rather than to phones. */
export function smsIsSandbox(): boolean {
  return true;
}
