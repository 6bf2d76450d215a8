// POST /api/identity/nin - "Raise your limits" with a NIN: { nin, consent: true } -> the identity status
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { addIdentityNumber } from "@/server/identity/upgrades/identity-number-upgrade";
import { consentClient } from "@/server/http/consent-client";
import { statusAnswer } from "@/server/identity/upgrades/upgrade-answer";
import { ninSchema } from "@/lib/schemas/identity";

export const POST = userRoute(async (request, user) => {
  const { nin, consentLanguage } = await readBody(request, ninSchema);
  await addIdentityNumber(db, user.id, "nin", nin, await consentClient(request, consentLanguage));
  return statusAnswer(db, user.id);
});
