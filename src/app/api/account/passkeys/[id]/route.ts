// DELETE /api/account/passkeys/[id] - remove one passkey of the signed-in account
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { removePasskey } from "@/server/auth";

export const DELETE = userRoute(async (_request, user, context) => {
  const { id } = await context.params;
  await removePasskey(db, user, String(id));
  return { data: { removed: true } };
});
