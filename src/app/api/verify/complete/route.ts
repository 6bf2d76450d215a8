// POST /api/verify/complete - onboarding step 2: confirm name, date of birth and address (KYC complete)
import { profileSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { onboardingFrom } from "@/server/http/onboarding-response";
import { completeKyc } from "@/server/identity/onboarding-service";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, profileSchema);
  return { data: await completeKyc(db, onboardingFrom(request), input) };
});
