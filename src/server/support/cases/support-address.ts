import "server-only";
import { env } from "@/env";

/** Where cases are emailed. Required with real email (parse-env); on the sandbox it lands in /sandbox/inbox. */
export function supportAddress(): string {
  return env().SUPPORT_EMAIL ?? "support@veil.test";
}
