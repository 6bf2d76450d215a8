import "server-only";
import type { Language } from "@/i18n/locales";
import { sayAnswer } from "@/i18n/say-phrase";

/**
 * A handler's own JSON answer other than a plain 200 (a declined top-up's 402, a pending one's 202, a refusal
 * stored with its idempotency key and replayed) has its phrases said in the person's language on the way out,
 * like every ApiError. A 200, or an answer with nothing to say, passes untouched and unread.
 */
export async function localizedAnswer(response: Response, language: () => Promise<Language>): Promise<Response> {
  if (response.status === 200 || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== "object") return response;
  const said = await sayAnswer(body, language);
  if (said === body) return response;
  return Response.json(said, { status: response.status, headers: response.headers });
}
