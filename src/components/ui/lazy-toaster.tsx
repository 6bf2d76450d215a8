"use client";

import * as React from "react";
import { lazyModule } from "@/lib/lazy-module";
import { onFirstIntent } from "@/lib/on-first-intent";
import { onToasterRequested, toasterMounted } from "./toast";

type ToasterComponent = typeof import("./sonner").Toaster;
const sonner = lazyModule(() => import("./sonner"));

/**
 * The app's toaster, loaded on the person's first touch, key press or mouse movement (see onFirstIntent), or
 * on the first toast (see ./toast). Renders nothing until then.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = React.useState<ToasterComponent | null>(null);

  React.useEffect(() => {
    let cancelled = false;
    const load = () =>
      sonner.get().then(
        (module) => {
          if (!cancelled) setToaster(() => module.Toaster);
        },
        () => {}, // offline: the next toast asks again
      );
    const stopWaiting = onFirstIntent(load);
    const stopListening = onToasterRequested(load);
    return () => {
      cancelled = true;
      stopWaiting();
      stopListening();
    };
  }, []);

  if (!Toaster) return null;
  return (
    <>
      <Toaster />
      <Mounted />
    </>
  );
}

/** Its effect runs after sonner's own (an earlier sibling's), so sonner is listening by then. */
function Mounted() {
  React.useEffect(() => toasterMounted(), []);
  return null;
}
