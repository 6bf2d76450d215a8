// POST /api/auth/passkey/options - start a login with fingerprint or face (any passkey of ours on this device)
import { NextResponse } from "next/server";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { publicRoute } from "@/server/web";
import { readBody, clientIp } from "@/server/platform";
import { loginOptions, setChallengeCookie, relyingParty, limitPasskeyOptions } from "@/server/auth";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  await limitPasskeyOptions(db, clientIp(request.headers));
  const { options, challengeId } = await loginOptions(db, relyingParty(request));
  return setChallengeCookie(NextResponse.json({ data: { options } }), challengeId);
});
