// POST /api/account/sessions/sign-out-others - sign out every device but this one, and tell the owner
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { userRoute, currentSessionId } from "@/server/web";
import { readBody } from "@/server/platform";
import { signOutOtherDevices } from "@/server/auth";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  const signedOut = await signOutOtherDevices(db, user, await currentSessionId(request));
  return { data: { signedOut } };
});
