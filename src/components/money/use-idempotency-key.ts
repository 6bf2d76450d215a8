"use client";

import { useCallback, useRef } from "react";
import { newIdempotencyKey } from "@/lib/http/money-request";

/** One key per attempt: `current()` makes it on first use, `renew()` starts a new attempt. */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const renew = useCallback(() => {
    key.current = null;
  }, []);
  return { current, renew };
}
