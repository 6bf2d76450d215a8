import "server-only";
import { env } from "@/env";
import { type Database, clientIp, SHARED_CLIENT, spendHourly } from "@/server/platform";

/** What a screen shows about a code or alert it asked for: never its recipient or text. */
export type DeliveryStatus = "sending" | "sent" | "failed";

const STATUS: Record<"pending" | "sent" | "failed", DeliveryStatus> = {
  pending: "sending",
  sent: "sent",
  failed: "failed",
};

/** About how long a code takes to reach the provider after it is queued (delivery starts once the request answers). */
export const USUAL_SENDING_MS = 2_000;

/**
 * The delivery status of an outbox message. "failed" once it is given up, and also as soon as the provider
 * refused an attempt: the outbox keeps retrying in the background (its backoff spans half an hour), but a person
 * waiting for a code should be told now and offered Resend rather than watch "Sending" for that long.
 *
 * An id that names no message reads like a code on its usual way: "sending" for the first moments after the time
 * its UUIDv7 carries, then "sent"; a real message delivered sooner also reads "sending" until then. The
 * password-reset flow hands out such an id for a number with no account (made like a real one, at the same
 * moment), so the status never tells whether a phone number has an account, unless the provider fails or takes
 * longer than USUAL_SENDING_MS (docs/security.md, Messages).
 */
export async function deliveryStatus(db: Database, id: string, now = Date.now()): Promise<DeliveryStatus> {
  const row = await db.outboxMessage.findUnique({ where: { id }, select: { status: true, lastError: true } });
  const young = now - queuedAt(id) < USUAL_SENDING_MS;
  if (!row) return young ? "sending" : "sent";
  if (row.status === "failed" || (row.status === "pending" && row.lastError)) return "failed";
  // A delivered message reads "sending" as long as a stand-in would: the two curves are the same.
  return young ? "sending" : STATUS[row.status];
}

/** When a UUIDv7 was made (ms since the epoch); 0 for any other id. */
export function queuedAt(id: string): number {
  const hex = id.replace(/-/g, "");
  return hex[12] === "7" ? parseInt(hex.slice(0, 12), 16) : 0;
}

/** Limited per client (where clients can be told apart) and for everyone together, before the lookup. */
export function limitStatusChecks(db: Database, request: Request): Promise<void> {
  const { MESSAGE_STATUS_LIMIT_PER_HOUR, MESSAGE_STATUS_LIMIT_TOTAL_PER_HOUR } = env();
  const client = clientIp(request.headers);
  return spendHourly(db, [
    ...(client === SHARED_CLIENT
      ? []
      : [{ bucket: `message-status:client:${client}`, max: MESSAGE_STATUS_LIMIT_PER_HOUR }]),
    { bucket: "message-status:all", max: MESSAGE_STATUS_LIMIT_TOTAL_PER_HOUR },
  ]);
}
