// POST /api/verify/biometric - onboarding step 2: match the selfie with the person found in step 1
import { publicRoute } from "@/server/http/handler";
import { readImage } from "@/server/http/read-image";
import { onboardingFrom } from "@/server/http/onboarding-response";
import { verifySelfie } from "@/server/identity/onboarding-service";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const image = await readImage(request);
  return { data: await verifySelfie(db, onboardingFrom(request), image) };
});
