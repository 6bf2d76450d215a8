// POST /api/account/passkeys/options - start adding a passkey on this device (Biometric login)
import { NextResponse } from "next/server";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { setChallengeCookie } from "@/server/passkeys/challenges";
import { registrationOptions } from "@/server/passkeys/registration";
import { relyingParty } from "@/server/passkeys/relying-party";
import { limitPasskeyOptions } from "@/server/passkeys/options-limit";
import { clientIp } from "@/server/http/client-ip";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  await limitPasskeyOptions(db, clientIp(request.headers));
  const { options, challengeId } = await registrationOptions(db, user, relyingParty(request));
  return setChallengeCookie(NextResponse.json({ data: { options } }), challengeId);
});
