// POST /api/auth/passkey - log in with a passkey (both factors; throttled with password logins)
import { passkeyLoginSchema } from "@/lib/schemas/passkey";
import { toSessionUser } from "@/lib/session-user";
import { db } from "@/server/db";
import { clientIp, readBody } from "@/server/platform";
import { publicRoute, signedInResponse } from "@/server/web";
import { loginWithPasskey, challengeIdFrom, setChallengeCookie, relyingParty } from "@/server/auth";

export const POST = publicRoute(async (request) => {
  const input = await readBody(request, passkeyLoginSchema);
  const user = await loginWithPasskey(db, relyingParty(request), {
    challengeId: challengeIdFrom(request),
    response: input,
    ip: clientIp(request.headers),
  });
  // No device cookie: it is scoped to the password login's path, and a passkey needs no failure count of its own.
  const response = await signedInResponse(
    { data: { user: toSessionUser(user) } },
    { id: user.id, sessionVersion: user.sessionVersion },
    request,
  );
  return setChallengeCookie(response, null);
});
