// Requests that move money carry an Idempotency-Key. The key belongs to one attempt: it is kept for a retry
// (a timeout, a dropped connection, a 5xx) and replaced once the server has given a definitive answer.

export type MoneyAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** A new random key; works in insecure contexts too (crypto.randomUUID needs https). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `veil-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs with the key. A 409 means the first request with this key is still running: wait and ask again with
 * the same key, which returns that request's answer once it is done.
 */
export async function postMoney<T>(url: string, body: unknown, key: string): Promise<MoneyAnswer<T>> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    if (response.status === 409 && attempt < 10) {
      await sleep(1500);
      continue;
    }
    let json: { data?: T; message?: string } = {};
    try {
      json = await response.json();
    } catch {
      // not JSON
    }
    if (response.ok && json.data) return { ok: true, data: json.data };
    return { ok: false, status: response.status, message: typeof json.message === "string" ? json.message : "" };
  }
}

/** A 4xx is the server's decision about this attempt; anything else may be retried with the same key. */
export function isDefinitive(answer: MoneyAnswer<unknown>): boolean {
  return answer.ok || (answer.status >= 400 && answer.status < 500 && answer.status !== 409);
}
