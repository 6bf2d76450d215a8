// POST /api/account/passkeys/options - start adding a passkey on this device (Biometric login)
import { NextResponse } from "next/server";
import { emptyBodySchema } from "@/lib/schemas/empty-body";
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { challengeCookie } from "@/server/passkeys/challenges";
import { registrationOptions } from "@/server/passkeys/registration";
import { relyingParty } from "@/server/passkeys/relying-party";

export const POST = userRoute(async (request, user) => {
  await readBody(request, emptyBodySchema);
  const { options, challengeId } = await registrationOptions(db, user, relyingParty(request));
  const response = NextResponse.json({ data: { options } });
  const cookie = challengeCookie(challengeId);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
});
