"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { nextFrame, TYPE_MS, type TypewriterState } from "@/lib/typewriter";

/** The headline's words, in order, as keys of `landing.headline.words`; the second is the one that stays still. */
const ROTATING_WORDS = ["quickly", "privately", "securely"] as const;

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
  const t = useTranslations("landing.headline.words");
  const words = ROTATING_WORDS.map((key) => t(key));
  const wordsKey = words.join("|");
  const reduced = usePrefersReducedMotion();
  const [state, setState] = React.useState<TypewriterState>({
    wordIndex: 0,
    length: words[0]!.length,
    erasing: false,
  });

  React.useEffect(() => {
    if (reduced) return;
    const list = wordsKey.split("|");
    // A change of language starts the loop again from the first word, whole.
    let current: TypewriterState = { wordIndex: 0, length: list[0]!.length, erasing: false };
    setState(current);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const { state: next, delay } = nextFrame(current, list);
      current = next;
      setState(next);
      timer = setTimeout(tick, delay);
    };
    timer = setTimeout(tick, TYPE_MS);
    return () => clearTimeout(timer);
  }, [reduced, wordsKey]);

  const word = words[state.wordIndex] ?? "";
  const still = words[1]!;
  const shown = reduced ? still : word.slice(0, state.length);
  // The longest word, invisible, holds the width so the headline never jumps.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return (
    <span className="inline-grid text-primary" data-testid="rotating-word">
      <span className="invisible col-start-1 row-start-1" aria-hidden>
        {longest}
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
