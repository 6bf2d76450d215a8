// POST /api/identity/bvn - "Raise your limits" with a BVN: { bvn, consent: true } -> the identity status
import { db } from "@/server/db";
import { userRoute, consentClient } from "@/server/web";
import { readBody } from "@/server/platform";
import { addIdentityNumber, statusAnswer } from "@/server/identity";
import { bvnUpgradeSchema } from "@/lib/schemas/identity";

export const POST = userRoute(async (request, user) => {
  const { bvn, consentLanguage } = await readBody(request, bvnUpgradeSchema);
  await addIdentityNumber(db, user.id, "bvn", bvn, await consentClient(request, consentLanguage));
  return statusAnswer(db, user.id, user.appearance.language);
});
