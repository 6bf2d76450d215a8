// POST /api/verify/code - onboarding step 1's code: the right one releases the identity's details
import { identityCodeSchema } from "@/lib/schemas/onboarding";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { onboardingFrom, confirmIdentityCode } from "@/server/identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const { code } = await readBody(request, identityCodeSchema);
  return { data: await confirmIdentityCode(db, onboardingFrom(request), code) };
});
