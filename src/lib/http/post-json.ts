import { inPageLanguage } from "./page-language";
import { personMessage } from "./person-messages";
import { CHALLENGE_HEADER } from "@/lib/proof-of-work/challenge";

/**
 * The client side of our API: POST a JSON body with the session cookie, and on a non-2xx answer throw
 * an error carrying a sentence for a person: the server's `{ "message": "..." }`, what to do next when the
 * server or the connection failed, or empty for an unexplained refusal, so the screen falls back to the
 * product's text with `messageOr`.
 */
export async function postJson<T = unknown>(
  url: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<T> {
  return send<T>("POST", url, JSON.stringify(body), "application/json", headers);
}

/** As postJson, for the other methods that carry a body (PUT, PATCH, DELETE). */
export async function sendJson<T = unknown>(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown = {},
): Promise<T> {
  return send<T>(method, url, JSON.stringify(body), "application/json");
}

/**
 * As postJson, for a body that is not JSON: an image (`Content-Type` from the blob, or `contentType`) or a
 * multipart form (the browser writes its boundary).
 */
export async function postBody<T = unknown>(url: string, body: Blob | FormData, contentType?: string): Promise<T> {
  const type = contentType ?? (body instanceof Blob ? body.type : undefined);
  return send<T>("POST", url, body, type);
}

/**
 * The server could not be reached, or failed on its side (no answer, or a 5xx): nothing the person typed was
 * refused, so a screen names it as an error of the process ("Verification Error"), not a refusal.
 */
export class UnreachableError extends Error {}

/**
 * A refusal for load that says when to come back (429 with a Retry-After of a few seconds, such as a login while
 * the password checks are full): worth sending again by itself (retryWhileBusy). A longer wait is a throttle's.
 */
export class BusyError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The longest Retry-After a screen waits out by itself. */
const BUSY_RETRY_AFTER_MAX_SECONDS = 10;

/** A refusal that asks for a proof of work first (src/lib/proof-of-work): the challenge, and what to say if not. */
export class ChallengeError extends Error {
  constructor(
    message: string,
    readonly challenge: string,
  ) {
    super(message);
  }
}

async function send<T>(
  method: string,
  url: string,
  body: BodyInit,
  contentType: string | undefined,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: contentType ? { "Content-Type": contentType, ...headers } : headers,
      credentials: "same-origin",
      body,
    });
  } catch {
    throw new UnreachableError(inPageLanguage(personMessage(0, "", "")));
  }
  // The server's own words are already in the person's language; the browser's fallbacks are said in the page's.
  if (!response.ok) {
    const message = inPageLanguage(personMessage(response.status, await readErrorMessage(response), ""));
    const challenge = response.headers.get(CHALLENGE_HEADER);
    if (challenge) throw new ChallengeError(message, challenge);
    const retryAfter = Number(response.headers.get("retry-after"));
    if (response.status === 429 && retryAfter > 0 && retryAfter <= BUSY_RETRY_AFTER_MAX_SECONDS) {
      throw new BusyError(message, retryAfter);
    }
    throw response.status >= 500 ? new UnreachableError(message) : new Error(message);
  }
  return (await response.json()) as T;
}

async function readErrorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
      return body.message;
    }
  } catch {
    // not JSON: a proxy's HTML page, an empty body
  }
  return "";
}

/** The message a failure carries when it has one, else the screen's own text. */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
