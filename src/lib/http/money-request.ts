// Requests that move money carry an Idempotency-Key. The key belongs to one request (see request-keys.ts):
// it is kept for a retry (a timeout, a dropped connection, a 5xx) and replaced once the server has given a
// definitive answer. Every failure comes back with a sentence for a person, never the protocol's words.
import { personMessage, SERVER_TROUBLE, STILL_PROCESSING } from "./person-messages";
import { SIGNED_OUT_BEFORE_PAYMENT_LOGIN } from "@/lib/signed-out";
import { phraseText } from "@/i18n/phrase";
import { inPageLanguage } from "./page-language";

/** No answer to a payment: it may have gone through, so the person looks before starting another. */
export const PAYMENT_FAULT = phraseText("connection.paymentFault");
export const PAYMENT_NOT_CONFIRMED = phraseText("connection.paymentNotConfirmed");

export type MoneyAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** A new random key; works in insecure contexts too (crypto.randomUUID needs https). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `veil-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs with the key. A 409 means the first request with this key is still running: wait and ask again with
 * the same key, which returns that request's answer once it is done. No answer at all is status 0. The
 * message is empty only for a refusal the server did not explain, so the screen can use its own text.
 */
export async function postMoney<T>(url: string, body: unknown, key: string): Promise<MoneyAnswer<T>> {
  const answer = await post<T>(url, body, key);
  return answer.ok ? answer : { ...answer, message: inPageLanguage(answer.message) };
}

async function post<T>(url: string, body: unknown, key: string): Promise<MoneyAnswer<T>> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        credentials: "same-origin",
        body: JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, message: PAYMENT_NOT_CONFIRMED };
    }
    if (response.status === 409) {
      if (attempt < 10) {
        await sleep(1500);
        continue;
      }
      return { ok: false, status: 409, message: STILL_PROCESSING };
    }
    let json: { data?: T; message?: string } = {};
    try {
      json = await response.json();
    } catch {
      // not JSON
    }
    if (response.ok && json.data) return { ok: true, data: json.data };
    // Only an ended session answers a money request 401 (logged out, or ended from another device): nothing
    // moved, and the login page says so and why, rather than a toast over a form that can no longer send.
    if (response.status === 401 && typeof window !== "undefined")
      window.location.assign(SIGNED_OUT_BEFORE_PAYMENT_LOGIN);
    const message = typeof json.message === "string" ? json.message : "";
    const said = personMessage(response.status, message, "");
    return { ok: false, status: response.status, message: said === SERVER_TROUBLE ? PAYMENT_FAULT : said };
  }
}

/** A 4xx is the server's decision about this attempt; anything else may be retried with the same key. */
export function isDefinitive(answer: MoneyAnswer<unknown>): boolean {
  return answer.ok || (answer.status >= 400 && answer.status < 500 && answer.status !== 409);
}
