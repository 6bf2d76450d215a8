// POST /api/auth/passkey/options - start a login with fingerprint or face (any passkey of ours on this device)
import { NextResponse } from "next/server";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { publicRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { loginOptions } from "@/server/passkeys/authentication";
import { setChallengeCookie } from "@/server/passkeys/challenges";
import { relyingParty } from "@/server/passkeys/relying-party";
import { limitPasskeyOptions } from "@/server/passkeys/options-limit";
import { clientIp } from "@/server/http/client-ip";

export const POST = publicRoute(async (request) => {
  await readBody(request, emptyBodySchema);
  await limitPasskeyOptions(db, clientIp(request.headers));
  const { options, challengeId } = await loginOptions(db, relyingParty(request));
  return setChallengeCookie(NextResponse.json({ data: { options } }), challengeId);
});
