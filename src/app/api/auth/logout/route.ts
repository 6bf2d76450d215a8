// POST /api/auth/logout - end this session, on every device that holds a copy of its cookie; the user's other
// devices stay signed in. Logging out twice, or with a session that has already ended, still succeeds: the
// cookie is cleared either way.
import { publicRoute, signedOutResponse, sessionTokenFrom } from "@/server/web";
import { sessionFromToken, endSession } from "@/server/auth";
import { db } from "@/server/db";

export const POST = publicRoute(async (request) => {
  // The token is ours (signed and encrypted): whoever holds it may end the session it names.
  const session = await sessionFromToken(sessionTokenFrom(request));
  if (session) await endSession(db, session.id, session.sessionId);
  return signedOutResponse({ data: { success: true } });
});
