"use client";

import * as React from "react";
import type { DisplayRate } from "@/lib/display-rate/approximate";

/** The rate a signed-in page shows equivalents at, and where it came from; null shows none. */
export type PageDisplayRate = DisplayRate & { source: string };

const DisplayRateContext = React.createContext<PageDisplayRate | null>(null);

/**
 * Given once by the signed-in layout (the person's display currency and the stored rate, read from the
 * database only), so any amount below it, on the server's render or the browser's, can show its equivalent.
 */
export function DisplayRateProvider({ rate, children }: { rate: PageDisplayRate | null; children: React.ReactNode }) {
  return <DisplayRateContext.Provider value={rate}>{children}</DisplayRateContext.Provider>;
}

export function useDisplayRate(): PageDisplayRate | null {
  return React.useContext(DisplayRateContext);
}
