// The Devices list's calls. A 401 means this device was signed out (from another device, or by a password
// change elsewhere): the screen then goes to /login rather than showing an error. A fallback is the screen's
// own words, in its language, for a failure the server did not explain.
import { personMessage } from "@/lib/http/person-messages";
import type { SessionView } from "@/lib/session-view";

export type SessionAnswer<T> = { ok: true; data: T } | { ok: false; signedOut: boolean; message: string };

async function call<T>(url: string, init: RequestInit, fallback: string): Promise<SessionAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", cache: "no-store", ...init });
  } catch {
    return { ok: false, signedOut: false, message: personMessage(0, "", fallback) };
  }
  const json = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (response.ok && json.data) return { ok: true, data: json.data };
  return {
    ok: false,
    signedOut: response.status === 401,
    message: personMessage(response.status, json.message ?? "", fallback),
  };
}

export function fetchSessions(fallback: string) {
  return call<{ sessions: SessionView[] }>("/api/account/sessions", {}, fallback);
}

export function signOutSession(id: string, fallback: string) {
  return call<{ signedOut: true }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }, fallback);
}

export function signOutOthers(fallback: string) {
  return call<{ signedOut: number }>(
    "/api/account/sessions/sign-out-others",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" },
    fallback,
  );
}
