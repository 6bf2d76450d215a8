// PUT /api/account/email - save the signed-in user's email address (Settings > Account > Save Changes)
import { emailChangeSchema } from "@/lib/schemas/account";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { changeEmail } from "@/server/auth";
import { db } from "@/server/db";

export const PUT = userRoute(async (request, user) => {
  const input = await readBody(request, emailChangeSchema);
  return { data: { user: await changeEmail(db, user, input) } };
});
