// POST /api/verify/complete - onboarding step 2: confirm name, date of birth and address (KYC complete)
import { profileSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { onboardingFrom, completeKyc } from "@/server/identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, profileSchema);
  return { data: await completeKyc(db, onboardingFrom(request), input) };
});
