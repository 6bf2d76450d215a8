// POST /api/account/connections/google - the password, then this browser may go to Google to link an account;
// DELETE - unlink Google from this wallet
import { NextResponse } from "next/server";
import { connectGoogleSchema } from "@/lib/schemas/connected-accounts";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { ApiError, readBody } from "@/server/platform";
import { userRoute, currentSessionId } from "@/server/web";
import { checkCurrentPassword, originOf, disconnect, linkIntentCookie } from "@/server/auth";
import { googleConfigured } from "@/server/vendors";
import { db } from "@/server/db";
import { phrase } from "@/i18n/phrase";

export const POST = userRoute(async (request, user) => {
  if (!googleConfigured()) throw new ApiError("not_found", phrase("serverErrors.googleNotOffered"));
  const { password } = await readBody(request, connectGoogleSchema);
  await checkCurrentPassword(db, user, password, originOf(request));
  const intent = linkIntentCookie(user.id, await currentSessionId(request));
  const response = NextResponse.json({ data: { next: "google" } });
  response.cookies.set(intent.name, intent.value, intent.options);
  return response;
});

export const DELETE = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  const removed = await disconnect(db, user.id, "google");
  if (!removed) throw new ApiError("not_found", phrase("serverErrors.googleNotConnected"));
  return { data: { connections: [] } };
});
