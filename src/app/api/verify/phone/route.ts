// POST /api/verify/phone - onboarding step 1 by phone number: with consent, look the person up and send a code
import { phoneVerificationSchema } from "@/lib/schemas/onboarding";
import { publicRoute, consentClient } from "@/server/web";
import { readBody } from "@/server/platform";
import { limitIdentityLookup, startedOnboardingResponse, lookUpPhone } from "@/server/identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { phoneNumber, consentLanguage } = await readBody(request, phoneVerificationSchema);
  await limitIdentityLookup(db, request, { phoneNumber });
  const { onboardingId, data } = await lookUpPhone(db, phoneNumber, await consentClient(request, consentLanguage));
  return startedOnboardingResponse(onboardingId, { data });
});
