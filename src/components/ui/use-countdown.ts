"use client";

import { useEffect, useState } from "react";

/** "1:05:09" or "4:59": the time left, as a person reads it at a glance. */
export function timeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** The milliseconds left until `at`, ticking each second (never below zero), and the same as text. */
export function useCountdown(at: Date): { remainingMs: number; text: string } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const remainingMs = Math.max(0, at.getTime() - now);
  return { remainingMs, text: timeLeft(remainingMs) };
}
