/** The service worker's address: development's asks it not to cache /_next/static (public/sw.js). */
export const SERVICE_WORKER_URL = process.env.NODE_ENV === "production" ? "/sw.js" : "/sw.js?dev=1";

/** Registers Veil's service worker (idempotent: the browser keeps one per scope) and waits until it is active. */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" });
  return navigator.serviceWorker.ready;
}
