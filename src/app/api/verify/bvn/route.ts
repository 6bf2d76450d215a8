// POST /api/verify/bvn - onboarding step 1 by BVN: with consent, look the person up and send a code to their phone
import { bvnSchema } from "@/lib/schemas/onboarding";
import { publicRoute, consentClient } from "@/server/web";
import { readBody } from "@/server/platform";
import { limitIdentityLookup, startedOnboardingResponse, lookUpBvn } from "@/server/identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { bvn, consentLanguage } = await readBody(request, bvnSchema);
  await limitIdentityLookup(db, request, { bvn });
  const { onboardingId, data } = await lookUpBvn(db, bvn, await consentClient(request, consentLanguage));
  return startedOnboardingResponse(onboardingId, { data });
});
