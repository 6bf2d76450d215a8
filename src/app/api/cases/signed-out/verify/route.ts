// POST /api/cases/signed-out/verify - the SMS code and what happened: opens the wallet's case
import { signedOutCaseSchema } from "@/lib/schemas/support-case";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { contactDoneResponse, openSignedOutCase } from "@/server/support";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, signedOutCaseSchema);
  return contactDoneResponse({ data: { case: await openSignedOutCase(db, request, input) } });
});
