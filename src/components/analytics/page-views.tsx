"use client";

import { usePageViews } from "@/lib/analytics/use-analytics";

/** Mounted once by the signed-in layout: records page views while usage analytics is on. */
export function PageViews() {
  usePageViews();
  return null;
}
