// PATCH /api/beneficiaries/:id - a saved recipient's nickname, or whether it is a favourite
// DELETE /api/beneficiaries/:id - forget a saved recipient
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { editBeneficiary, removeBeneficiary } from "@/server/money";
import { beneficiaryEditSchema } from "@/lib/schemas/beneficiary";

export const PATCH = userRoute(async (request, user, { params }) => {
  const { id } = await params;
  const edit = await readBody(request, beneficiaryEditSchema);
  return { data: { beneficiary: await editBeneficiary(db, user.id, String(id), edit) } };
});

export const DELETE = userRoute(async (_request, user, { params }) => {
  const { id } = await params;
  await removeBeneficiary(db, user.id, String(id));
  return { data: { removed: true } };
});
