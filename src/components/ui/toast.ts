"use client";

import type { ExternalToast } from "sonner";

/**
 * Toasts without sonner on the first load. sonner and its styles are about 10 KB of gzipped JavaScript that
 * every page would download and run before it is interactive, for a toast that only ever follows something
 * the user did. So the toaster loads on the user's first tap or key press (see LazyToaster), well before any
 * toast it could show, and a toast that comes first waits for it: it is shown as soon as the toaster is up,
 * never lost.
 */
type Kind = "success" | "error" | "info";

let mounted = false;
let whenMounted: Promise<void> | null = null;
let markMounted: () => void = () => {};
let requestMount: (() => void) | null = null;
let mountRequested = false;

function toasterReady(): Promise<void> {
  if (mounted) return Promise.resolve();
  whenMounted ??= new Promise<void>((resolve) => (markMounted = resolve));
  mountRequested = true;
  requestMount?.();
  return whenMounted;
}

function show(kind: Kind, message: string, options?: ExternalToast) {
  Promise.all([toasterReady(), import("sonner")]).then(
    ([, { toast }]) => toast[kind](message, options),
    () => {}, // offline, so sonner could not load: nothing to show it with
  );
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
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
  mounted = true;
  whenMounted ??= Promise.resolve();
  markMounted();
}
