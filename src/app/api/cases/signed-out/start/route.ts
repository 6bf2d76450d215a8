// POST /api/cases/signed-out/start - Contact Support without signing in: a code by SMS to the wallet's number, the same answer for a number without one
import { signedOutContactSchema } from "@/lib/schemas/support-case";
import { languageOfRequest, publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { contactStartedResponse, startSignedOutContact } from "@/server/support";
import { db } from "@/server/db";
import { phrase } from "@/i18n/phrase";
import { sayPhrase } from "@/i18n/say-phrase";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, signedOutContactSchema);
  const { subjectId, messageId } = await startSignedOutContact(db, request, input.phoneNumber);
  const message = sayPhrase(phrase("serverErrors.supportContactCodeSent"), await languageOfRequest(request));
  return contactStartedResponse(subjectId, { data: { message, messageId } });
});
