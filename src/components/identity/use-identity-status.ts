"use client";

import * as React from "react";
import type { IdentityStatusJson } from "@/server/identity";

type State = { status: "loading" } | { status: "failed" } | { status: "ready"; data: IdentityStatusJson };

/** The signed-in person's tier and limits, from GET /api/identity; `retry` asks again after a failure. */
export function useIdentityStatus(): [State, () => void] {
  const [state, setState] = React.useState<State>({ status: "loading" });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    let current = true;
    fetch("/api/identity", { credentials: "same-origin", cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: IdentityStatusJson }>) : null))
      .then((body) => current && setState(body ? { status: "ready", data: body.data } : { status: "failed" }))
      .catch(() => current && setState({ status: "failed" }));
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = React.useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
