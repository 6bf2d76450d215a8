"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { StatementState } from "@/lib/schemas/statement";

export type { StatementState };

/** How often a building statement is asked about. */
const POLL_MS = 1_000;

/** Starts the browser's download of a ready statement (the server names the file). */
export function downloadStatement(id: string): void {
  const link = document.createElement("a");
  link.href = `/api/statements/${id}/file`;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The statement being made: asked for with `request`, then polled until ready or failed. A statement the job
 * built while the person was away (the emailed link, /transactions?statement=<id>) is followed with `follow`.
 */
export function useStatement(onReady: (state: StatementState, waited: boolean) => void) {
  const [state, setState] = useState<StatementState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ready = useRef(onReady);
  ready.current = onReady;

  const poll = useCallback((id: string) => {
    timer.current = setTimeout(async () => {
      const response = await fetch(`/api/statements/${id}`, { cache: "no-store" }).catch(() => null);
      const next = response?.ok ? ((await response.json()).data as StatementState) : null;
      if (!next) return poll(id); // a dropped connection: ask again
      setState((previous) => ({ ...previous, ...next }));
      if (next.status === "ready") ready.current(next, true);
      else if (next.status !== "failed") poll(id);
    }, POLL_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const request = useCallback(
    async (body: object, failed: string) => {
      setError(null);
      clearTimeout(timer.current);
      const response = await fetch("/api/statements", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).catch(() => null);
      const answer = response ? await response.json().catch(() => null) : null;
      if (!response?.ok || !answer?.data) return setError(answer?.message ?? failed);
      const next = answer.data as StatementState;
      setState(next);
      if (next.status === "ready") ready.current(next, false);
      else poll(next.id);
    },
    [poll],
  );

  const follow = useCallback(
    (id: string) => {
      setState({ id, status: "queued", progress: 0 });
      poll(id);
    },
    [poll],
  );

  return { state, error, request, follow, reset: () => setState(null) };
}
