import "server-only";
import type { Language } from "@/i18n/locales";
import { serverText, serverTextKey } from "@/server/platform/i18n/server-text";

/**
 * A handler's own JSON answer other than a plain 200 (a declined top-up's 402, a pending one's 202, a refusal
 * stored with its idempotency key and replayed) carries its `message` in English, as it was decided or stored:
 * it is said in the person's language on the way out, like every ApiError. A 200, or an answer whose message
 * has no key, passes untouched and unread.
 */
export async function localizedAnswer(response: Response, language: () => Promise<Language>): Promise<Response> {
  if (response.status === 200 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== "object" || !("message" in body) || typeof body.message !== "string") return response;
  if (!serverTextKey(body.message)) return response;
  const said = serverText(body.message, await language());
  if (said === body.message) return response;
  return Response.json({ ...body, message: said }, { status: response.status, headers: response.headers });
}
