/**
 * The push services browsers subscribe with. The endpoint comes from the browser, and the server POSTs to it:
 * any other host would let a signed-in person make Veil's server call an address of their choosing (an internal
 * service, a cloud metadata address), so only these, over https, are accepted in production.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge, Opera, Samsung Internet, Brave
  "updates.push.services.mozilla.com", // Firefox
  "push.apple.com", // Safari (web.push.apple.com), iOS home-screen apps
  "notify.windows.com", // Edge's legacy WNS endpoints (*.notify.windows.com)
];

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the server may send to this endpoint: https to a known push service; outside production also a
 * loopback address over http, where the tests' stand-in push service listens.
 */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production && LOOPBACK.has(url.hostname) && (url.protocol === "http:" || url.protocol === "https:")) return true;
  if (url.protocol !== "https:" || (url.port && url.port !== "443")) return false;
  return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}
