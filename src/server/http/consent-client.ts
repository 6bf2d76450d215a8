import "server-only";
import { clientIp, SHARED_CLIENT } from "./client-ip";
import { USER_AGENT_MAX_LENGTH } from "@/server/accounts/sessions/describe-device";

/** Who agreed to an identity check, for its consent record. */
export type ConsentClient = { ipAddress: string | null; userAgent: string | null };

/**
 * The client's address only where a trusted proxy wrote it (client-ip.ts), and its user agent as sent, cut to
 * the length sessions keep.
 */
export function consentClient(request: Request): ConsentClient {
  const ip = clientIp(request.headers);
  return {
    ipAddress: ip === SHARED_CLIENT ? null : ip,
    userAgent: request.headers.get("user-agent")?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  };
}
