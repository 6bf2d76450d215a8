import "server-only";
import { env } from "@/env";
import type { Database } from "@/server/prisma-client";
import { clientIp, SHARED_CLIENT } from "@/server/http/client-ip";
import { spendHourly } from "@/server/rate-limit/rate-limit";

/** What a screen shows about a code or alert it asked for: never its recipient or text. */
export type DeliveryStatus = "sending" | "sent" | "failed";

const STATUS: Record<"pending" | "sent" | "failed", DeliveryStatus> = {
  pending: "sending",
  sent: "sent",
  failed: "failed",
};

/**
 * The delivery status of an outbox message. "failed" once it is given up, and also as soon as the provider
 * refused an attempt: the outbox keeps retrying in the background (its backoff spans half an hour), but a person
 * waiting for a code should be told now and offered Resend rather than watch "Sending" for that long. An id that names no message answers "sent": the password-reset
 * flow hands out a random id for a number with no account, and that id must read exactly like a code that
 * was delivered, so the status never tells whether a phone number has an account.
 */
export async function deliveryStatus(db: Database, id: string): Promise<DeliveryStatus> {
  const row = await db.outboxMessage.findUnique({ where: { id }, select: { status: true, lastError: true } });
  if (!row) return "sent";
  if (row.status === "pending" && row.lastError) return "failed";
  return STATUS[row.status];
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
