"use client";

import { ANALYTICS_EVENT_NAMES, DEVICE_ID_PATTERN, newDeviceId, routePattern } from "./events";

/** Where this browser keeps its random analytics id: first-party, never sent anywhere but Veil. */
export const DEVICE_ID_KEY = "veil-analytics-device";

function deviceId(): string | null {
  try {
    let id = localStorage.getItem(DEVICE_ID_KEY);
    if (!id || !DEVICE_ID_PATTERN.test(id)) {
      id = newDeviceId();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    return null; // storage refused (private mode, a policy): then nothing is recorded
  }
}

/**
 * Records one event when Settings › Privacy › Usage analytics is on (the root layout writes it on <html> as
 * data-analytics), else does nothing at all: no request leaves the browser. The server checks the setting
 * again, so a page rendered before the switch went off still records nothing. Fire and forget.
 */
export function track(name: string, pathname: string): void {
  if (typeof document === "undefined" || document.documentElement.dataset.analytics !== "on") return;
  const route = routePattern(pathname);
  if (!route || !ANALYTICS_EVENT_NAMES.includes(name)) return;
  const id = deviceId();
  if (!id) return;
  fetch("/api/analytics", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ deviceId: id, name, route }),
    keepalive: true,
  }).catch(() => {});
}
