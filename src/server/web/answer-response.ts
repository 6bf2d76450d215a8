import "server-only";
import type { Answer } from "@/server/platform";
import { sayAnswer } from "@/i18n/say-phrase";
import { languageOfRequest } from "./request-language";

/**
 * A money answer (fresh, or stored with its Idempotency-Key and replayed) as the response: its phrases said once,
 * here, in the language of whoever asks now.
 */
export async function answerResponse(request: Request, answer: Answer): Promise<Response> {
  return Response.json(await sayAnswer(answer.body, () => languageOfRequest(request)), { status: answer.status });
}
