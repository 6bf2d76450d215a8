// POST /api/identity/bvn - "Raise your limits" with a BVN: { bvn, consent: true } -> the identity status
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { addIdentityNumber } from "@/server/identity/upgrades/identity-number-upgrade";
import { consentClient } from "@/server/http/consent-client";
import { statusAnswer } from "@/server/identity/upgrades/upgrade-answer";
import { bvnUpgradeSchema } from "@/lib/schemas/identity";

export const POST = userRoute(async (request, user) => {
  const { bvn, consentLanguage } = await readBody(request, bvnUpgradeSchema);
  await addIdentityNumber(db, user.id, "bvn", bvn, await consentClient(request, consentLanguage));
  return statusAnswer(db, user.id);
});
