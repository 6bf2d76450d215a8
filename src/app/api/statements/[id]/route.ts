// GET /api/statements/:id - how far the owner's statement is (queued, building with progress, ready, failed).
import { db } from "@/server/db";
import { userRoute } from "@/server/http/handler";
import { statementState } from "@/server/statements/statement-service";

export const GET = userRoute(async (_request, user, { params }) => {
  return { data: await statementState(db, user, String((await params).id)) };
});
