// POST /api/account/sessions/sign-out-others - sign out every device but this one, and tell the owner
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute } from "@/server/web";
import { currentSessionId, signOutOtherDevices } from "@/server/auth";
import { readBody } from "@/server/platform";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  const signedOut = await signOutOtherDevices(db, user, currentSessionId(user));
  return { data: { signedOut } };
});
