// The part of Dojah's messaging API Veil uses, typed by hand from Dojah's OpenAPI document
// (test/fixtures/dojah/dojah-messaging.json, with the corrections in overlay.json): POST /api/v1/messaging/sms.
// Authentication is two headers: AppId (the app's id) and Authorization (the secret key itself, no scheme).

/** SendSmsRequest, as the overlay corrects it: every field required, channel sms or whatsapp. */
export type DojahSendSmsRequest = {
  /** 234XXXXXXXXXX or 0XXXXXXXXXX, digits only. */
  destination: string;
  message: string;
  channel: "sms" | "whatsapp";
  /** A sender name registered with Dojah (GET /api/v1/messaging/sender_ids lists them). */
  sender_id: string;
};

/** SendSmsResponse: the document types every field optional; an answer without entity.status true is no answer. */
export type DojahSendSmsResponse = {
  entity?: { status?: boolean; mobile?: string; message_id?: string; batch_id?: string };
};

export const DOJAH_SEND_SMS_PATH = "/api/v1/messaging/sms";
