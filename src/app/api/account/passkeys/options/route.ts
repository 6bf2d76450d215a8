// POST /api/account/passkeys/options - start adding a passkey on this device (Biometric login), after the password
import { NextResponse } from "next/server";
import { passkeyAddSchema } from "@/lib/schemas/passkey";
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { readBody, clientIp } from "@/server/platform";
import {
  checkCurrentPassword,
  originOf,
  setChallengeCookie,
  registrationOptions,
  relyingParty,
  limitPasskeyOptions,
} from "@/server/auth";

export const POST = userRoute(async (request, user) => {
  const { password } = await readBody(request, passkeyAddSchema);
  await limitPasskeyOptions(db, clientIp(request.headers));
  // A session alone is not enough: whoever holds a stolen one must not add a passkey of their own.
  await checkCurrentPassword(db, user, password, originOf(request));
  const { options, challengeId } = await registrationOptions(db, user, relyingParty(request));
  return setChallengeCookie(NextResponse.json({ data: { options } }), challengeId);
});
