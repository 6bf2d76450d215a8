import { ApiError } from "./api-error";
import { behindTrustedProxy, deployment, type ProxyTrust } from "./client-ip";
import { phrase } from "@/i18n/phrase";

/** Methods that must never change anything: they are answered whoever asks. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_REFUSED = phrase("serverErrors.crossSiteRefused");

/**
 * The host the browser addressed. Behind a proxy the deployment trusts (Vercel, TRUSTED_PROXY) that is
 * X-Forwarded-Host, which the proxy writes; anywhere else whoever sends the request writes it, so it is
 * ignored and Host decides (docs/security.md, as for client addresses).
 */
function requestHost(request: Request, trust: ProxyTrust): string {
  const forwarded = behindTrustedProxy(trust) ? request.headers.get("x-forwarded-host") : null;
  return forwarded ?? request.headers.get("host") ?? new URL(request.url).host;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" (a sandboxed frame, a file) or garbage
  }
}

/**
 * Refuses a state-changing request a browser sent on behalf of another site. next-auth's CSRF token guards
 * only next-auth's own routes, and SameSite=Lax cookies still ride along on same-site subdomains, so
 * every POST, PUT, PATCH and DELETE must show it came from a Veil page: Fetch Metadata says same-origin,
 * or the Origin header names this host. A request with neither (an old browser, a script replaying a
 * stolen cookie from another tool) is refused too; our own pages always send both.
 */
export function assertSameOrigin(request: Request, trust: ProxyTrust = deployment()): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") throw new ApiError("forbidden", CROSS_SITE_REFUSED);
  const origin = request.headers.get("origin");
  if (origin !== null && originHost(origin) !== requestHost(request, trust))
    throw new ApiError("forbidden", CROSS_SITE_REFUSED);
  if (site === null && origin === null) throw new ApiError("forbidden", CROSS_SITE_REFUSED);
}
