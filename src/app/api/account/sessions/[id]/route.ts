// DELETE /api/account/sessions/:id - sign out another of this account's devices; its next request is refused
import { userRoute } from "@/server/web";
import { currentSessionId, signOutDevice } from "@/server/auth";
import { db } from "@/server/db";

export const DELETE = userRoute(async (request, user, { params }) => {
  const { id } = await params;
  await signOutDevice(db, user, currentSessionId(user), String(id));
  return { data: { signedOut: true } };
});
