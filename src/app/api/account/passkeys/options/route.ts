// POST /api/account/passkeys/options - start adding a passkey on this device (Biometric login), after the password
import { NextResponse } from "next/server";
import { passkeyAddSchema } from "@/lib/schemas/passkey";
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { checkCurrentPassword, originOf } from "@/server/accounts/check-current-password";
import { setChallengeCookie } from "@/server/passkeys/challenges";
import { registrationOptions } from "@/server/passkeys/registration";
import { relyingParty } from "@/server/passkeys/relying-party";
import { limitPasskeyOptions } from "@/server/passkeys/options-limit";
import { clientIp } from "@/server/http/client-ip";

export const POST = userRoute(async (request, user) => {
  const { password } = await readBody(request, passkeyAddSchema);
  await limitPasskeyOptions(db, clientIp(request.headers));
  // A session alone is not enough: whoever holds a stolen one must not add a passkey of their own.
  await checkCurrentPassword(db, user, password, originOf(request));
  const { options, challengeId } = await registrationOptions(db, user, relyingParty(request));
  return setChallengeCookie(NextResponse.json({ data: { options } }), challengeId);
});
