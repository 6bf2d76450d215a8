import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/platform";
import type { SmsProvider } from "@/server/notify";
import { sandboxSms } from "./sandbox/sandbox-sms";
import { dojahSms } from "./dojah/sms/dojah-sms";

/** The SMS provider SMS_PROVIDER names. */
export function smsProvider(db: Database): SmsProvider {
  const config = env();
  if (config.SMS_PROVIDER === "dojah") {
    return dojahSms({
      appId: config.DOJAH_APP_ID!,
      secretKey: config.DOJAH_SECRET_KEY!,
      baseUrl: config.DOJAH_BASE_URL,
      senderId: config.DOJAH_SENDER_ID!,
    });
  }
  return sandboxSms(db);
}

/** Whether SMS goes to the sandbox inbox rather than to phones. */
export function smsIsSandbox(): boolean {
  return env().SMS_PROVIDER === "sandbox";
}
