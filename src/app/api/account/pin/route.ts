// POST /api/account/pin - create the transaction PIN ({ pin, confirmPin }) or change it ({ currentPin, pin, confirmPin })
import { pinRequestSchema } from "@/lib/schemas/pin";
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { changePin, createPin, pinStatus } from "@/server/auth";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, pinRequestSchema);
  if ("currentPin" in input) await changePin(db, user.id, input);
  else await createPin(db, user.id, input);
  return { data: await pinStatus(db, user.id) };
});

// GET /api/account/pin - whether the person has a PIN, and whether wrong PINs have locked it
export const GET = userRoute(async (_request, user) => ({ data: await pinStatus(db, user.id) }));
