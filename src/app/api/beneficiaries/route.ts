// GET /api/beneficiaries - the person's saved recipients, favourites first
// POST /api/beneficiaries - save a recipient once its bank names the account (limited as a name enquiry is)
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { limitNameEnquiry } from "@/server/identity";
import { payoutsProvider } from "@/server/vendors";
import { listBeneficiaries, saveBeneficiary } from "@/server/money";
import { beneficiarySaveSchema } from "@/lib/schemas/beneficiary";

export const GET = userRoute(async (_request, user) => ({
  data: { beneficiaries: await listBeneficiaries(db, user.id) },
}));

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, beneficiarySaveSchema);
  await limitNameEnquiry(db, request, user.id);
  return { data: await saveBeneficiary(db, payoutsProvider(db), user.id, input) };
});
