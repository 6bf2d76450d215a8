import { env } from "@/env";

/** The one address every client shares when the deployment names no proxy to trust (see clientAddress). */
export const SHARED_CLIENT = "unknown";

export type ProxyTrust = { vercel: boolean; trustedProxies: number };

/** Which proxies this deployment says sit in front of it (VERCEL, TRUSTED_PROXY): their headers are believed. */
export function deployment(): ProxyTrust {
  const { VERCEL, TRUSTED_PROXY } = env();
  return { vercel: Boolean(VERCEL), trustedProxies: TRUSTED_PROXY };
}

/**
 * The caller's address, for per-client limits. A header is believed only where the deployment says who wrote
 * it: on Vercel its own x-vercel-forwarded-for, which the platform sets and a client cannot; self-hosted, the
 * X-Forwarded-For entry appended by the outermost of TRUSTED_PROXY proxies (entries to its left are the
 * client's to invent). Next's route handlers are not given the socket's address, and `next start` copies a
 * client's own X-Forwarded-For through untouched, so with neither setting every client is SHARED_CLIENT,
 * which a rotating header cannot escape; per-client limits stand aside for it (lookup-limits.ts,
 * login-throttle.ts), since one bucket for all would be everybody's limit together.
 */
export function clientIp(headers: Headers, trust: ProxyTrust = deployment()): string {
  if (trust.vercel) return firstEntry(headers.get("x-vercel-forwarded-for")) ?? SHARED_CLIENT;
  if (trust.trustedProxies > 0) {
    const entries = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    return entries[entries.length - trust.trustedProxies] ?? entries[0] ?? SHARED_CLIENT;
  }
  return SHARED_CLIENT;
}

function firstEntry(value: string | null): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

/** True when a proxy the deployment names writes the forwarding headers, so a client cannot forge them. */
export function behindTrustedProxy(trust: ProxyTrust = deployment()): boolean {
  return trust.vercel || trust.trustedProxies > 0;
}
