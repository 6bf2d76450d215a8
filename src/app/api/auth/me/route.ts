// GET /api/auth/me - the signed-in user (401 when there is none)
import { userRoute } from "@/server/web";
import { toSessionUser } from "@/lib/session-user";

export const GET = userRoute(async (_request, user) => ({ data: { user: toSessionUser(user) } }));
