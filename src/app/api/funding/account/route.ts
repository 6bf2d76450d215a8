// GET /api/funding/account - the signed-in person's own account number (assigned, or being set up)
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { virtualAccountFor } from "@/server/money";

export const GET = userRoute(async (request, user) => ({
  data: await virtualAccountFor(db, user.id, request.headers),
}));
