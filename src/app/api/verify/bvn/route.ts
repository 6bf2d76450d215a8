// POST /api/verify/bvn - onboarding step 1 by BVN: look the person up and start an onboarding
import { bvnSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { limitIdentityLookup } from "@/server/rate-limit/lookup-limits";
import { startedOnboardingResponse } from "@/server/http/onboarding-response";
import { verifyBvn } from "@/server/identity/onboarding-service";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { bvn } = await readBody(request, bvnSchema);
  await limitIdentityLookup(db, request);
  const { onboardingId, data } = await verifyBvn(db, bvn);
  return startedOnboardingResponse(onboardingId, { data });
});
