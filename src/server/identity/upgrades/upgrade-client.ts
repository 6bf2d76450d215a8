import "server-only";
import { ApiError } from "@/server/http/api-error";
import { clientIp } from "@/server/http/client-ip";
import { USER_AGENT_MAX_LENGTH } from "@/server/accounts/sessions/describe-device";
import { IdentityProviderUnavailableError } from "@/server/providers/identity/identity-provider";

export const VENDOR_DOWN = "We couldn't reach the verification service. Please try again in a few minutes.";

/** Who agreed to a check, for its consent record: the client's address and user agent. */
export type ConsentClient = { ipAddress: string; userAgent: string };

export function consentClient(request: Request): ConsentClient {
  return {
    ipAddress: clientIp(request.headers),
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, USER_AGENT_MAX_LENGTH),
  };
}

/** A vendor call: a vendor that is down or slow is a 503 with a person's words, before anything is written. */
export async function askVendor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof IdentityProviderUnavailableError) throw new ApiError("provider_unavailable", VENDOR_DOWN);
    throw error;
  }
}
