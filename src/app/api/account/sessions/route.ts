// GET /api/account/sessions - the signed-in sessions of this account: device, place, first and last seen
import { userRoute } from "@/server/http/handler";
import { currentSessionId } from "@/server/session";
import { listSessions } from "@/server/accounts/sessions/list-sessions";
import { db } from "@/server/db";

export const GET = userRoute(async (request, user) => ({
  data: { sessions: await listSessions(db, user, await currentSessionId(request)) },
}));
