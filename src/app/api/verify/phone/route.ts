// POST /api/verify/phone - onboarding step 1 by phone number: look the person up and start an onboarding
import { phoneVerificationSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { limitIdentityLookup } from "@/server/rate-limit/lookup-limits";
import { startedOnboardingResponse } from "@/server/http/onboarding-response";
import { verifyPhone } from "@/server/identity/onboarding-service";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { phoneNumber } = await readBody(request, phoneVerificationSchema);
  await limitIdentityLookup(db, request);
  const { onboardingId, data } = await verifyPhone(db, phoneNumber);
  return startedOnboardingResponse(onboardingId, { data });
});
