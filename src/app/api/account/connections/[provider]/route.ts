// POST /api/account/connections/:provider (google or facebook) - the password, then this browser may go to
// the provider to link an account; DELETE - unlink it from this wallet
import { NextResponse } from "next/server";
import { connectGoogleSchema } from "@/lib/schemas/connected-accounts";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { ApiError, readBody } from "@/server/platform";
import { userRoute } from "@/server/web";
import {
  currentSessionId,
  checkCurrentPassword,
  originOf,
  disconnect,
  isConnectable,
  linkIntentCookie,
} from "@/server/auth";
import { oauthOffered } from "@/server/vendors";
import { db } from "@/server/db";
import { phrase } from "@/i18n/phrase";

const NOT_OFFERED = { google: "serverErrors.googleNotOffered", facebook: "serverErrors.facebookNotOffered" } as const;
const NOT_CONNECTED = {
  google: "serverErrors.googleNotConnected",
  facebook: "serverErrors.facebookNotConnected",
} as const;

async function providerOf(context: { params: Promise<Record<string, string | string[]>> }) {
  const { provider } = await context.params;
  if (!isConnectable(provider)) throw new ApiError("not_found", phrase("serverErrors.nothingHere"));
  return provider;
}

export const POST = userRoute(async (request, user, context) => {
  const provider = await providerOf(context);
  if (!oauthOffered().includes(provider)) throw new ApiError("not_found", phrase(NOT_OFFERED[provider]));
  const { password } = await readBody(request, connectGoogleSchema);
  await checkCurrentPassword(db, user, password, originOf(request));
  const intent = linkIntentCookie(user.id, currentSessionId(user));
  const response = NextResponse.json({ data: { next: provider } });
  response.cookies.set(intent.name, intent.value, intent.options);
  return response;
});

export const DELETE = userRoute(async (request, user, context) => {
  const provider = await providerOf(context);
  await readBody(request, emptyBodySchema);
  const removed = await disconnect(db, user.id, provider);
  if (!removed) throw new ApiError("not_found", phrase(NOT_CONNECTED[provider]));
  return { data: { connections: [] } };
});
