// POST /api/auth/passkey/options - start a login with fingerprint or face (any passkey of ours on this device)
import { NextResponse } from "next/server";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { loginOptions } from "@/server/passkeys/authentication";
import { challengeCookie } from "@/server/passkeys/challenges";
import { relyingParty } from "@/server/passkeys/relying-party";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  const { options, challengeId } = await loginOptions(db, relyingParty(request));
  const response = NextResponse.json({ data: { options } });
  const cookie = challengeCookie(challengeId);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
