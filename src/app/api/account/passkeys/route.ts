// POST /api/account/passkeys - verify and save a new passkey; GET lists them; DELETE removes them all
import { NextResponse } from "next/server";
import { passkeyRegistrationSchema } from "@/lib/schemas/passkey";
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import {
  challengeIdFrom,
  setChallengeCookie,
  listPasskeys,
  switchOffBiometricLogin,
  registerPasskey,
  relyingParty,
} from "@/server/auth";

export const GET = userRoute(async (_request, user) => ({ data: { passkeys: await listPasskeys(db, user) } }));

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, passkeyRegistrationSchema);
  const passkey = await registerPasskey(db, user, relyingParty(request), {
    challengeId: challengeIdFrom(request),
    response: input,
    userAgent: request.headers.get("user-agent"),
  });
  return setChallengeCookie(NextResponse.json({ data: { passkey: { id: passkey.id, device: passkey.device } } }), null);
});

export const DELETE = userRoute(async (_request, user) => ({
  data: { removed: await switchOffBiometricLogin(db, user) },
}));
