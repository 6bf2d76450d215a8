import { useEffect, useState } from "react";

/**
 * The first sign that a person is using the page: a mouse moving, a finger touching, a key pressed. Code
 * that only a person's action can need (a menu's dropdown, the toaster) is loaded then, not with the page: a
 * phone spends neither data nor main-thread time on it while the page is becoming interactive, and it has
 * arrived by the time the action it serves is done. A touch comes about 100 ms before its tap's click; a
 * mouse moves long before it clicks.
 */
const EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown"] as const;

/** Runs `load` once, on the first of those events; returns a function that stops waiting. */
export function onFirstIntent(load: () => void): () => void {
  let done = false;
  const stop = () => {
    for (const type of EVENTS) window.removeEventListener(type, run, true);
  };
  function run() {
    if (done) return;
    done = true;
    stop();
    load();
  }
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return stop;
}

/**
 * Loads `load` on the first intent and answers whether it has arrived: for a part drawn only once a person acts
 * (a menu's dropdown, the PIN dialog). A load that fails (offline) leaves it false; the action tries again.
 */
export function useLoadedOnFirstIntent(load: () => Promise<unknown>): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () =>
      onFirstIntent(() =>
        load().then(
          () => setLoaded(true),
          () => {},
        ),
      ),
    [load],
  );
  return loaded;
}
