"use client";

import * as React from "react";
import { activeServiceWorker } from "./service-worker";

/**
 * Installs the service worker once the page has loaded, so it never competes with the page: the offline page
 * and push alerts need it; an installed app (the manifest) opens with it.
 */
export function RegisterServiceWorker() {
  React.useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => void activeServiceWorker().catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
  return null;
}
