// POST /api/cases/mistaken-payment - someone who received a Veil transfer by mistake comes forward: a case on the sender's side, no names either way
import { mistakenPaymentSchema } from "@/lib/schemas/mistaken-payment";
import { publicRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { reportMistakenPayment } from "@/server/support";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, mistakenPaymentSchema);
  return { data: { case: await reportMistakenPayment(db, request, input) } };
});
