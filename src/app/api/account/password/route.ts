// POST /api/account/password - change the password; every other session ends, this one is renewed
import { passwordChangeSchema } from "@/lib/schemas/account";
import { userRoute, signedInResponse } from "@/server/web";
import { readBody } from "@/server/platform";
import { changePassword, originOf } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, passwordChangeSchema);
  return signedInResponse(
    { data: { success: true } },
    await changePassword(db, user, input, originOf(request)),
    request,
  );
});
