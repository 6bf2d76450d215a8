// The SMS port over Dojah's messaging API. Every failure throws, so the outbox keeps the message and tries
// again later: a timeout or a 5xx may or may not have sent it (Dojah takes no idempotency key, so a retry
// after a lost answer can send the SMS twice: docs/security.md#messages), a 4xx sent nothing.
import "server-only";
import { z } from "zod";
import type { SmsProvider } from "@/server/notify";
import { type DojahAnswer, type DojahCredentials, DojahTransportError, dojahCall, dojahReason } from "../dojah-client";
import { DOJAH_SEND_SMS_PATH, type DojahSendSmsRequest } from "./dojah-api";

export type DojahConfig = DojahCredentials & { senderId: string };

/** Dojah's answer, read with our own schema: the document types nothing as required. */
const acceptedSchema = z.object({
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
  return {
    name: "dojah",
    async send({ to, text }) {
      const body: DojahSendSmsRequest = {
        destination: dojahDestination(to),
        message: text,
        channel: "sms",
        sender_id: config.senderId,
      };
      let answer: DojahAnswer;
      try {
        answer = await dojahCall(config, { method: "POST", path: DOJAH_SEND_SMS_PATH, body });
      } catch (error) {
        if (error instanceof DojahTransportError) throw new DojahSmsError(error.message, null, true);
        throw error;
      }
      if (!answer.ok) {
        const retryable = answer.status >= 500 || answer.status === 429;
        throw new DojahSmsError(`Dojah answered ${answer.status}: ${dojahReason(answer)}`, answer.status, retryable);
      }
      const accepted = acceptedSchema.safeParse(answer.json);
      if (!accepted.success)
        throw new DojahSmsError("Dojah's answer did not say the SMS was accepted.", answer.status, true);
      return { providerMessageId: accepted.data.entity.message_id ?? accepted.data.entity.batch_id ?? null };
    },
  };
}
