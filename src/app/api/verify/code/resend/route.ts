// POST /api/verify/code/resend - a new code for onboarding step 1, at most one every 30 seconds
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { onboardingFrom, resendIdentityCode } from "@/server/identity";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  return { data: await resendIdentityCode(db, onboardingFrom(request)) };
});
