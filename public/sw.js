// Veil's service worker: an offline page, static files from a cache, and push alerts (docs/push.md).
// Nothing signed-in is ever cached: pages (HTML) and /api answers always come from the network, and only the
// offline page, the icons and Next's content-hashed files under /_next/static/ are kept.
const CACHE = "veil-static-v1";
const OFFLINE_URL = "/offline";
const PRECACHE = [OFFLINE_URL, "/icon.svg", "/icons/icon-192.png", "/icons/badge-96.png"];
// Development's /_next/static files change under the same name: only a production build's are cached.
const CACHE_NEXT_STATIC = !new URL(self.location.href).searchParams.has("dev");

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Always the network; the offline page only when there is none. The page itself is never stored.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }
  const precached = PRECACHE.includes(url.pathname) && url.pathname !== OFFLINE_URL;
  if (precached || (CACHE_NEXT_STATIC && url.pathname.startsWith("/_next/static/"))) {
    event.respondWith(cacheFirst(request));
  }
  // Anything else (the API, images of a page, RSC payloads) goes to the network as if there were no worker.
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = event.data ? event.data.json() : {};
  } catch {
    alert = {};
  }
  const title = typeof alert.title === "string" ? alert.title : "Veil";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof alert.body === "string" ? alert.body : "",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      tag: typeof alert.tag === "string" ? alert.tag : undefined,
      data: { url: sameOriginPath(alert.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = sameOriginPath(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(path));
      return self.clients.openWindow(path);
    }),
  );
});

/** A path on Veil's own origin only: a push can never open another site. */
function sameOriginPath(value) {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/dashboard";
}
