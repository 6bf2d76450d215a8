// One way to call Dojah, shared by the SMS and identity adapters: the two key headers (AppId, and the secret
// key itself as Authorization, no scheme), a timeout, and the answer read as text. A call that never answers
// throws DojahTransportError; what a status or a body means is the adapter's to decide.
import "server-only";

/** A call that has not answered after this long is given up on. */
export const DOJAH_TIMEOUT_MS = 10_000;

export type DojahCredentials = { appId: string; secretKey: string; baseUrl: string; timeoutMs?: number };

export type DojahRequest = {
  method: "GET" | "POST";
  path: string;
  query?: Record<string, string>;
  body?: unknown;
};

export type DojahAnswer = { status: number; ok: boolean; raw: string; json: unknown };

/** Dojah did not answer: the connection failed, or the timeout passed. The message never names the request. */
export class DojahTransportError extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? "Dojah did not answer in time." : "Dojah could not be reached.");
    this.name = "DojahTransportError";
  }
}

export async function dojahCall(config: DojahCredentials, request: DojahRequest): Promise<DojahAnswer> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, "")}${request.path}`);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  let response: Response;
  let raw: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: {
        ...(request.body === undefined ? {} : { "Content-Type": "application/json" }),
        AppId: config.appId,
        Authorization: config.secretKey,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(config.timeoutMs ?? DOJAH_TIMEOUT_MS),
    });
    raw = await response.text();
  } catch (error) {
    throw new DojahTransportError((error as Error).name === "TimeoutError");
  }
  return { status: response.status, ok: response.ok, raw, json: safeJson(raw) };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Dojah's own reason ({ error: "..." }), cut short. */
export function dojahReason(answer: DojahAnswer): string {
  const parsed = answer.json as { error?: unknown; message?: unknown } | undefined;
  const reason = parsed?.error ?? parsed?.message;
  return typeof reason === "string" ? reason.slice(0, 200) : "no reason given";
}
