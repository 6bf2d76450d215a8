"use client";

import * as React from "react";

/** A short tap for money that arrived or left; three quick taps for an error. */
const PATTERNS = { success: 35, error: [40, 60, 40] } satisfies Record<string, VibratePattern>;
export type Haptic = keyof typeof PATTERNS;

/**
 * Vibrates when Settings › Preferences › Haptic feedback is on (the root layout writes it on <html> as
 * data-haptics) and the device can; otherwise does nothing. Browsers ignore it before the person has touched
 * the page, and desktops and iPhones have no navigator.vibrate at all.
 */
export function haptic(kind: Haptic): void {
  if (typeof document === "undefined" || document.documentElement.dataset.haptics !== "on") return;
  if (typeof navigator === "undefined" || typeof navigator.vibrate !== "function") return;
  try {
    navigator.vibrate(PATTERNS[kind]);
  } catch {
    // A browser that refuses (a cross-origin frame, a policy) has nothing to tell the person.
  }
}

/** One tap when a transaction's status becomes Completed (at once, if it already is): once per transaction. */
export function useHapticWhenCompleted(id: string | number, status: string): void {
  const felt = React.useRef<string | number | null>(null);
  React.useEffect(() => {
    if (status !== "Completed" || felt.current === id) return;
    felt.current = id;
    haptic("success");
  }, [id, status]);
}
