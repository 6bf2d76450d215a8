// POST /api/auth/logout - end the session on every device that holds a copy of it. Logging out twice, or
// with a session that has already ended, still succeeds: the cookie is cleared either way.
import { publicRoute } from "@/server/http/handler";
import { signedOutResponse } from "@/server/http/session-response";
import { sessionTokenFrom, userFromSessionToken } from "@/server/session";
import { endSessions } from "@/server/accounts/account-service";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  const user = await userFromSessionToken(sessionTokenFrom(request));
  if (user) await endSessions(db, user.id);
  return signedOutResponse({ data: { success: true } });
});
