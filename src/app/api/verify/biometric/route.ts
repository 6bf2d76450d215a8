// POST /api/verify/biometric - onboarding step 2: match the selfie with the person found in step 1
import { publicRoute } from "@/server/web";
import { readImage } from "@/server/platform";
import { onboardingFrom, verifySelfie } from "@/server/identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const image = await readImage(request);
  return { data: await verifySelfie(db, onboardingFrom(request), image) };
});
