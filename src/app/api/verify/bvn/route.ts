// POST /api/verify/bvn - onboarding step 1 by BVN: with consent, look the person up and send a code to their phone
import { bvnSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { limitIdentityLookup } from "@/server/rate-limit/lookup-limits";
import { consentClient } from "@/server/http/consent-client";
import { startedOnboardingResponse } from "@/server/http/onboarding-response";
import { lookUpBvn } from "@/server/identity/onboarding-identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { bvn, consentLanguage } = await readBody(request, bvnSchema);
  await limitIdentityLookup(db, request, { bvn });
  const { onboardingId, data } = await lookUpBvn(db, bvn, await consentClient(request, consentLanguage));
  return startedOnboardingResponse(onboardingId, { data });
});
