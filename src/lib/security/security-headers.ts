// The security headers of every answer. next.config.ts sets the static ones on every path; the proxy sets
// each page's Content-Security-Policy, whose script nonce is new for every request.

/** A year and a bit: browsers that saw Veil once refuse plain http to it and its subdomains. */
const HSTS = "max-age=63072000; includeSubDomains; preload";

/**
 * Powerful features nobody's screen uses are off. The camera is Veil's own (self) on every page, not only on the
 * selfie screens (onboarding, "Raise your limits"): a page keeps the policy of the document it was loaded as,
 * and the app moves between pages without loading a new document, so a camera allowed on /limits alone would be
 * refused to a person who came there from the dashboard. Frames and other origins never get it, and the
 * browser still asks the person.
 */
const DENIED_FEATURES =
  "accelerometer=(), autoplay=(), browsing-topics=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";
export const PERMISSIONS_POLICY = `camera=(self), ${DENIED_FEATURES}`;

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": HSTS,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
};

/** JSON answers load nothing, and nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A random nonce, base64, from the Web Crypto API (the proxy may run where Node's Buffer is absent). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A page's policy. Scripts run only with this request's nonce ('strict-dynamic' lets Next's own loader
 * add its chunks); styles allow inline attributes because Radix positions popovers with style="...".
 * Development adds 'unsafe-eval' for React's dev tools and the websocket of hot reload; production never.
 */
export function pageContentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
  ].join("; ");
}
