// GET /api/account/sessions - the signed-in sessions of this account: device, place, first and last seen
import { userRoute } from "@/server/web";
import { currentSessionId, listSessions } from "@/server/auth";
import { db } from "@/server/db";

export const GET = userRoute(async (request, user) => ({
  data: { sessions: await listSessions(db, user, currentSessionId(user)) },
}));
