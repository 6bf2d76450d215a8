/**
 * The client side of our API: POST a JSON body with the session cookie, and on a non-2xx answer throw
 * an error carrying the server's `{ "message": "..." }` (empty when the body has none, so the screen falls
 * back to the spec's text with `messageOr`).
 */
export async function postJson<T = unknown>(url: string, body: unknown = {}): Promise<T> {
  return sendJson<T>("POST", url, body);
}

/** As postJson, for the other methods that carry a body (PUT, PATCH). */
export async function sendJson<T = unknown>(
  method: "POST" | "PUT" | "PATCH",
  url: string,
  body: unknown = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(await readErrorMessage(response));
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

/** The server's message when it gave one, else the spec's fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
