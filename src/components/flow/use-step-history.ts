"use client";

import { useCallback, useEffect, useRef } from "react";

/** What a history entry of this flow remembers: which step it showed. */
const KEY = "veilFlowStep";

/**
 * Each step of a flow is an entry in the browser's history, so the phone's Back gesture (or the browser's)
 * goes back one step instead of leaving the page with everything typed lost; the steps' own Back buttons go
 * back through the same entries, so history and screen never disagree. `steps` are the steps that may be
 * returned to; any other (a payment in flight, a result) is `onLeave`'s to answer when Back is pressed there.
 */
export function useStepHistory<S extends string>({
  step,
  steps,
  show,
  onLeave,
}: {
  step: S;
  steps: readonly S[];
  /** Shows a step that history went back or forward to. */
  show: (step: S) => void;
  /** Back (or forward) pressed on a step that is not in `steps`. */
  onLeave: (from: S) => void;
}) {
  // The steps of this page's entries, oldest first: the last is the one the browser is on.
  const stack = useRef<S[]>([]);
  const fromHistory = useRef(false);
  const current = useRef(step);
  current.current = step;

  useEffect(() => {
    if (fromHistory.current) {
      fromHistory.current = false;
      return;
    }
    if (!steps.includes(step)) return;
    const entries = stack.current;
    const state = { ...(window.history.state as object | null), [KEY]: step };
    if (entries.length === 0) {
      window.history.replaceState(state, "");
      entries.push(step);
    } else if (entries.at(-1) !== step) {
      window.history.pushState(state, "");
      entries.push(step);
    }
  }, [step, steps]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const target = (event.state as Record<string, unknown> | null)?.[KEY] as S | undefined;
      if (!target || !steps.includes(target)) return;
      const from = current.current;
      if (!steps.includes(from)) {
        onLeave(from);
        return;
      }
      const at = stack.current.lastIndexOf(target);
      stack.current = at >= 0 ? stack.current.slice(0, at + 1) : [...stack.current, target];
      if (target === from) return;
      fromHistory.current = true;
      show(target);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [steps, show, onLeave]);

  /** A step's own Back: through the browser's history when the step is behind this one, so the two agree. */
  return useCallback(
    (target: S) => {
      const entries = stack.current;
      const at = entries.lastIndexOf(target);
      if (at >= 0 && at < entries.length - 1) window.history.go(at - (entries.length - 1));
      else show(target);
    },
    [show],
  );
}
