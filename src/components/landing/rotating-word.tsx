"use client";

import * as React from "react";
import { nextFrame, TYPE_MS, type TypewriterState } from "@/lib/typewriter";

export const ROTATING_WORDS = ["Quickly", "Privately", "Securely"] as const;

function usePrefersReducedMotion(): boolean {
  return React.useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia("(prefers-reduced-motion: reduce)");
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia("(prefers-reduced-motion: reduce)").matches,
    () => false,
  );
}

/**
 * Types each word, pauses, erases it and types the next. The server renders the first word whole, so the
 * headline reads right before any script runs; with reduced motion the words change without typing.
 */
export function RotatingWord() {
  const reduced = usePrefersReducedMotion();
  const [state, setState] = React.useState<TypewriterState>({
    wordIndex: 0,
    length: ROTATING_WORDS[0].length,
    erasing: false,
  });

  React.useEffect(() => {
    if (reduced) return;
    let current = state;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const { state: next, delay } = nextFrame(current, ROTATING_WORDS);
      current = next;
      setState(next);
      timer = setTimeout(tick, delay);
    };
    timer = setTimeout(tick, TYPE_MS);
    return () => clearTimeout(timer);
    // The loop owns its own state once started; restarting it on every frame would reset the timers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reduced]);

  const word = ROTATING_WORDS[state.wordIndex] ?? "";
  const shown = reduced ? "Privately" : word.slice(0, state.length);
  return (
    <span className="inline-grid text-primary" data-testid="rotating-word">
      {/* The longest word, invisible, holds the width so the headline never jumps. */}
      <span className="invisible col-start-1 row-start-1" aria-hidden>
        Privately
      </span>
      <span className="col-start-1 row-start-1 text-left" aria-hidden>
        {shown}
        {!reduced && (
          <span className="ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] animate-pulse bg-primary align-baseline" />
        )}
      </span>
    </span>
  );
}
