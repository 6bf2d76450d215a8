// POST /api/account/password - change the password; every other session ends, this one is renewed
import { passwordChangeSchema } from "@/lib/schemas/account";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { signedInResponse } from "@/server/http/session-response";
import { changePassword } from "@/server/accounts/account-service";
import { db } from "@/server/db";
import { originOf } from "@/server/accounts/check-current-password";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, passwordChangeSchema);
  return signedInResponse(
    { data: { success: true } },
    await changePassword(db, user, input, originOf(request)),
    request,
  );
});
