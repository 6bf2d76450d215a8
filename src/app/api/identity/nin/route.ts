// POST /api/identity/nin - "Raise your limits" with a NIN: { nin, consent: true } -> the identity status
import { db } from "@/server/db";
import { userRoute, consentClient } from "@/server/web";
import { readBody } from "@/server/platform";
import { addIdentityNumber, statusAnswer } from "@/server/identity";
import { ninSchema } from "@/lib/schemas/identity";

export const POST = userRoute(async (request, user) => {
  const { nin, consentLanguage } = await readBody(request, ninSchema);
  await addIdentityNumber(db, user.id, "nin", nin, await consentClient(request, consentLanguage));
  return statusAnswer(db, user.id, user.appearance.language);
});
