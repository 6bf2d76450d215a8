import "server-only";
import { type Database, type Tx, deviceWords } from "@/server/platform";
import type { Language } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { translator } from "@/i18n/translator";
import { enqueueMessage } from "./outbox";
import { recipientLanguage } from "./recipient-language";
import { queuePush } from "@/server/notify/push/queue-push";
import { deviceIn } from "@/lib/device-name";

/** Every change to an account's security that its owner is told about, by SMS and, with an email, by email. */
export type SecurityEvent =
  | "new-device-login"
  | "password-changed"
  | "password-reset"
  | "pin-created"
  | "pin-changed"
  | "pin-reset"
  | "pin-locked"
  | "pin-locked-reset"
  | "two-factor-on"
  | "two-factor-off"
  | "recovery-code-used"
  | "passkey-added"
  | "passkey-removed"
  | "sessions-ended"
  | "email-changed"
  | "google-connected"
  | "google-disconnected"
  | "facebook-connected"
  | "facebook-disconnected"
  | "account-frozen"
  | "unfreeze-requested"
  | "unfreeze-cancelled";

type AlertKey = Exclude<keyof Messages["outbox"]["alert"], "subject" | "text" | "notYou">;

/** What the owner reads: what happened (in their language), and what to do when it was not them. */
const WHAT_HAPPENED: Record<SecurityEvent, (detail: AlertDetail) => [AlertKey, Record<string, string>?]> = {
  "new-device-login": (d) => (d.device ? ["newDeviceLoginOn", { device: d.device }] : ["newDeviceLogin"]),
  "password-changed": () => ["passwordChanged"],
  "password-reset": () => ["passwordReset"],
  "pin-created": () => ["pinCreated"],
  "pin-changed": () => ["pinChanged"],
  "pin-reset": () => ["pinReset"],
  "pin-locked": () => ["pinLocked"],
  "pin-locked-reset": () => ["pinLockedReset"],
  "two-factor-on": () => ["twoFactorOn"],
  "two-factor-off": () => ["twoFactorOff"],
  "recovery-code-used": () => ["recoveryCodeUsed"],
  "passkey-added": (d) => (d.device ? ["passkeyAddedOn", { device: d.device }] : ["passkeyAdded"]),
  "passkey-removed": () => ["passkeyRemoved"],
  "sessions-ended": () => ["sessionsEnded"],
  "email-changed": (d) =>
    d.previousEmail ? ["emailChangedFrom", { previousEmail: d.previousEmail }] : ["emailChanged"],
  "google-connected": () => ["googleConnected"],
  "google-disconnected": () => ["googleDisconnected"],
  "facebook-connected": () => ["facebookConnected"],
  "facebook-disconnected": () => ["facebookDisconnected"],
  "account-frozen": () => ["accountFrozen"],
  "unfreeze-requested": () => ["unfreezeRequested"],
  "unfreeze-cancelled": () => ["unfreezeCancelled"],
};

export type AlertDetail = { device?: string; previousEmail?: string };

/** The alert's text, as the SMS and the email carry it, in the owner's language. */
export function securityAlertText(event: SecurityEvent, detail: AlertDetail = {}, language: Language = "en"): string {
  const t = translator(language);
  const device = detail.device && deviceIn(detail.device, deviceWords(t));
  const [key, values] = WHAT_HAPPENED[event]({ ...detail, device });
  return t("outbox.alert.text", { what: t(`outbox.alert.${key}`, values as never), notYou: t("outbox.alert.notYou") });
}

/**
 * Queues the alert in the caller's transaction: it is sent exactly when the change committed. Always on: the
 * owner cannot switch security alerts off. An email change also tells the previous address.
 */
export async function queueSecurityAlert(
  tx: Tx | Database,
  userId: string,
  event: SecurityEvent,
  detail: AlertDetail = {},
): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { phoneNumber: true, email: true } });
  if (!user) return;
  // Kept beside the alert: a send soon after some of these is asked the scam check's questions (risky-send.ts).
  await tx.securityEventRecord.create({ data: { userId, event } });
  const language = await recipientLanguage(tx, userId);
  const text = securityAlertText(event, detail, language);
  const subject = translator(language)("outbox.alert.subject");
  const kind = `alert:${event}`;
  await enqueueMessage(tx, { userId, channel: "sms", to: user.phoneNumber, text, kind });
  const emails = new Set([user.email, detail.previousEmail].filter((email): email is string => Boolean(email)));
  for (const to of emails) {
    await enqueueMessage(tx, { userId, channel: "email", to, subject, text, kind });
  }
  // Also on the person's devices, with "App notifications" on.
  await queuePush(tx, { userId, category: "app", kind, device: detail.device });
}
