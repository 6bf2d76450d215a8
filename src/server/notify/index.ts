// The notify module's front door: the only file routes, pages and other modules import from it.
// Telling people: the outbox (SMS and email, security alerts, receipts) and Web Push; the SMS and email ports.
export { deliverDueMessages } from "./messages/deliver-outbox";
export { deliveryStatus, limitStatusChecks } from "./messages/message-status";
export { enqueueMessage, whenMessagesQueued } from "./messages/outbox";
export { recipientLanguage } from "./messages/recipient-language";
export { readSandboxInbox, sandboxInboxOpen, sandboxKeepsMessages } from "./messages/sandbox-inbox";
export { savedLanguage } from "./messages/saved-language";
export { queueSecurityAlert } from "./messages/security-alerts";
export type { SecurityEvent } from "./messages/security-alerts";
export { sweepMessages } from "./messages/sweep-messages";
export type { EmailProvider } from "./ports/email-provider";
export type { SmsProvider } from "./ports/sms-provider";
export { deliverDuePushes } from "./push/deliver-pushes";
export { isAllowedPushEndpoint } from "./push/push-endpoint";
export { removeSubscription, saveSubscription, sessionDevice } from "./push/subscriptions";
export { pushUnavailableNote, vapidKeys } from "./push/vapid-keys";
