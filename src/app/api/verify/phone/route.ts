// POST /api/verify/phone - onboarding step 1 by phone number: with consent, look the person up and send a code
import { phoneVerificationSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { limitIdentityLookup } from "@/server/rate-limit/lookup-limits";
import { consentClient } from "@/server/http/consent-client";
import { startedOnboardingResponse } from "@/server/http/onboarding-response";
import { lookUpPhone } from "@/server/identity/onboarding-identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { phoneNumber, consentLanguage } = await readBody(request, phoneVerificationSchema);
  await limitIdentityLookup(db, request, { phoneNumber });
  const { onboardingId, data } = await lookUpPhone(db, phoneNumber, await consentClient(request, consentLanguage));
  return startedOnboardingResponse(onboardingId, { data });
});
