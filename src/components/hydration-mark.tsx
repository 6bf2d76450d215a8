"use client";

import { useEffect } from "react";

/**
 * Marks the page interactive (html[data-hydrated]) once React has hydrated it. A form submitted before then
 * posts natively (method="post", so nothing lands in the URL) and comes back empty; the end-to-end tests wait
 * for this mark after each navigation before they type, as a person's first tap on a slow phone would need.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
