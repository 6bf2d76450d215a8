// GET /api/account/sessions - the signed-in sessions of this account: device, place, first and last seen
import { userRoute, currentSessionId } from "@/server/web";
import { listSessions } from "@/server/auth";
import { db } from "@/server/db";

export const GET = userRoute(async (request, user) => ({
  data: { sessions: await listSessions(db, user, await currentSessionId(request)) },
}));
