import "server-only";
import { ApiError, behindTrustedProxy, deployment, type ProxyTrust, CROSS_SITE_REFUSED } from "@/server/platform";

/** Who the passkey belongs to (the relying party's ID, a host name) and the page origin a ceremony must come from. */
export type RelyingParty = { rpID: string; origin: string };

/**
 * The relying party is the site's own host, read from the request exactly as the same-origin check reads it
 * (X-Forwarded-Host only behind a proxy the deployment trusts). Nothing the client sends in the body chooses
 * it. The expected origin is the request's Origin, which publicRoute has already matched to that host: a
 * ceremony signed for another origin (a phishing page) then fails verification.
 */
export function relyingParty(request: Request, trust: ProxyTrust = deployment()): RelyingParty {
  const forwarded = behindTrustedProxy(trust) ? request.headers.get("x-forwarded-host") : null;
  const host = forwarded ?? request.headers.get("host") ?? new URL(request.url).host;
  const origin = request.headers.get("origin");
  if (!origin) throw new ApiError("forbidden", CROSS_SITE_REFUSED);
  return { rpID: hostName(host), origin };
}

/** "veil.example:443" -> "veil.example", "[::1]:3000" -> "::1" (an RP ID is a host name, never a port). */
function hostName(host: string): string {
  return new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, "");
}
