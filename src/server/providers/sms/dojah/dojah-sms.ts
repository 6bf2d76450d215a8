// The SMS port over Dojah's messaging API. Every failure throws, so the outbox keeps the message and tries
// again later: a timeout or a 5xx may or may not have sent it (Dojah takes no idempotency key, so a retry
// after a lost answer can send the SMS twice: docs/security.md#messages), a 4xx sent nothing.
import "server-only";
import { z } from "zod";
import type { SmsProvider } from "../sms-provider";
import { DOJAH_SEND_SMS_PATH, type DojahSendSmsRequest } from "./dojah-api";

/** A call that has not answered after this long is given up on and retried later. */
export const DOJAH_TIMEOUT_MS = 10_000;

export type DojahConfig = { appId: string; secretKey: string; baseUrl: string; senderId: string; timeoutMs?: number };

/** Dojah's answer, read with our own schema: the document types nothing as required. */
const accepted = z.object({
  entity: z.object({ status: z.literal(true), message_id: z.string().optional(), batch_id: z.string().optional() }),
});

/** Why a send failed; `retryable` is false when Dojah refused the request itself (4xx other than 429). */
export class DojahSmsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "DojahSmsError";
  }
}

/** +2348031234567 → 2348031234567, the form Dojah answers in. */
export function dojahDestination(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  if (/^234\d{10}$/.test(digits)) return digits;
  if (/^0\d{10}$/.test(digits)) return `234${digits.slice(1)}`;
  throw new DojahSmsError("The phone number is not a Nigerian mobile number.", null, false);
}

export function dojahSms(config: DojahConfig): SmsProvider {
  const url = `${config.baseUrl.replace(/\/+$/, "")}${DOJAH_SEND_SMS_PATH}`;
  return {
    name: "dojah",
    async send({ to, text }) {
      const body: DojahSendSmsRequest = {
        destination: dojahDestination(to),
        message: text,
        channel: "sms",
        sender_id: config.senderId,
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", AppId: config.appId, Authorization: config.secretKey },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? DOJAH_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = (error as Error).name === "TimeoutError";
        throw new DojahSmsError(timedOut ? "Dojah did not answer in time." : "Dojah could not be reached.", null, true);
      }
      const raw = await response.text().catch(() => "");
      if (!response.ok) {
        const retryable = response.status >= 500 || response.status === 429;
        throw new DojahSmsError(`Dojah answered ${response.status}: ${vendorMessage(raw)}`, response.status, retryable);
      }
      const answer = accepted.safeParse(safeJson(raw));
      if (!answer.success)
        throw new DojahSmsError("Dojah's answer did not say the SMS was accepted.", response.status, true);
      return { providerMessageId: answer.data.entity.message_id ?? answer.data.entity.batch_id ?? null };
    },
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Dojah's own reason ({ error: "..." }), cut short: it never carries the message text. */
function vendorMessage(raw: string): string {
  const parsed = safeJson(raw) as { error?: unknown; message?: unknown } | undefined;
  const reason = parsed?.error ?? parsed?.message;
  return typeof reason === "string" ? reason.slice(0, 200) : "no reason given";
}
