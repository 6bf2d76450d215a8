// GET /api/statements/:id - how far the owner's statement is (queued, building with progress, ready, failed).
import { db } from "@/server/db";
import { userRoute } from "@/server/web";
import { statementState } from "@/server/documents";

export const GET = userRoute(async (_request, user, { params }) => {
  return { data: await statementState(db, user, String((await params).id)) };
});
