import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import { enqueueMessage } from "./outbox";

/** Every change to an account's security that its owner is told about, by SMS and, with an email, by email. */
export type SecurityEvent =
  | "new-device-login"
  | "password-changed"
  | "password-reset"
  | "pin-created"
  | "pin-changed"
  | "pin-reset"
  | "pin-locked"
  | "two-factor-on"
  | "two-factor-off"
  | "recovery-code-used"
  | "passkey-added"
  | "passkey-removed"
  | "sessions-ended"
  | "email-changed"
  | "google-connected"
  | "google-disconnected";

/** What the owner reads: what happened, and what to do when it was not them. */
const WHAT_HAPPENED: Record<SecurityEvent, (detail: AlertDetail) => string> = {
  "new-device-login": (d) => `New sign-in to your Veil account${d.device ? ` on ${d.device}` : ""}.`,
  "password-changed": () => "Your Veil password was changed. Other devices were signed out.",
  "password-reset": () => "Your Veil password was reset. Every device was signed out.",
  "pin-created": () => "You created a transaction PIN for your Veil account.",
  "pin-changed": () => "Your Veil transaction PIN was changed.",
  "pin-reset": () => "Your Veil transaction PIN was reset.",
  "pin-locked": () =>
    "Five wrong transaction PINs were entered on your Veil account. Sending money and paying by card are locked for 30 minutes.",
  "two-factor-on": () => "Two-factor authentication was turned on for your Veil account.",
  "two-factor-off": () => "Two-factor authentication was turned off for your Veil account.",
  "recovery-code-used": () => "A recovery code was used to sign in to your Veil account.",
  "passkey-added": (d) => `A passkey was added to your Veil account${d.device ? ` on ${d.device}` : ""}.`,
  "passkey-removed": () => "A passkey was removed from your Veil account.",
  "sessions-ended": () => "Your Veil account was signed out on other devices.",
  "email-changed": (d) =>
    `The email address of your Veil account was changed${d.previousEmail ? ` from ${d.previousEmail}` : ""}.`,
  "google-connected": () => "A Google account was connected to your Veil account: it can now be used to log in.",
  "google-disconnected": () => "Google was disconnected from your Veil account.",
};

export type AlertDetail = { device?: string; previousEmail?: string };

const NOT_YOU = "If this was not you, reset your password at once from the login page.";

/** The alert's text, as the SMS and the email carry it. */
export function securityAlertText(event: SecurityEvent, detail: AlertDetail = {}): string {
  return `Veil: ${WHAT_HAPPENED[event](detail)} ${NOT_YOU}`;
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
  const text = securityAlertText(event, detail);
  const kind = `alert:${event}`;
  await enqueueMessage(tx, { userId, channel: "sms", to: user.phoneNumber, text, kind });
  const emails = new Set([user.email, detail.previousEmail].filter((email): email is string => Boolean(email)));
  for (const to of emails) {
    await enqueueMessage(tx, { userId, channel: "email", to, subject: "Veil security alert", text, kind });
  }
}
