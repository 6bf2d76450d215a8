"use client";

import type { ExternalToast } from "sonner";
import { haptic } from "@/lib/haptics";

/**
 * Toasts without sonner on the first load. sonner and its styles are about 10 KB of gzipped JavaScript that
 * every page would download and run before it is interactive, for a toast that only ever follows something
 * the person did. So the toaster loads on their first touch, key press or mouse movement (see LazyToaster),
 * well before any toast it could show, and a toast that comes first waits for it: it is shown as soon as the
 * toaster is up, never lost.
 */
type Kind = "success" | "error" | "info";

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
let isMounted = false;
let requestMount: (() => void) | null = null;
let mountRequested = false;

function show(kind: Kind, message: string, options?: ExternalToast) {
  if (kind === "error") haptic("error");
  if (!isMounted) {
    mountRequested = true;
    requestMount?.();
  }
  Promise.all([mounted, import("sonner")]).then(
    ([, { toast }]) => toast[kind](message, options),
    () => {}, // offline, so sonner could not load: nothing to show it with
  );
}

/**
 * Counts dismissals: an error toast's id carries it. sonner merges a toast into one with the same id that is
 * still on screen, and one being dismissed stays dismissed, so the same error shown again just after a
 * dismissal (a step retried on a fast connection) would vanish with the old one, unseen.
 */
let dismissals = 0;

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  // An error says what to do next: it stays long enough to read twice, and can be closed. The same error
  // again (a step retried while offline) replaces the one showing rather than stacking a copy under it.
  error: (message: string, options?: ExternalToast) =>
    show("error", message, {
      duration: 12_000,
      closeButton: true,
      id: `error:${dismissals}:${message}`,
      ...options,
    }),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
  /**
   * Clears what is showing, for a screen that moves on: an error about the step just left must not stay on
   * the next one. Toasts asked for after this call are shown as usual.
   */
  dismiss: () => {
    dismissals += 1;
    if (isMounted)
      import("sonner").then(
        ({ toast }) => toast.dismiss(),
        () => {},
      );
  },
};

/** For LazyToaster: how a toast asks for the toaster, and whether one already has. */
export function onToasterRequested(mount: () => void): () => void {
  requestMount = mount;
  if (mountRequested) mount();
  return () => {
    if (requestMount === mount) requestMount = null;
  };
}

/** For LazyToaster: sonner is subscribed, so toasts can go out. */
export function toasterMounted() {
  isMounted = true;
  markMounted();
}
