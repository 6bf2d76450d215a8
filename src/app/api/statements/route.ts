// POST /api/statements - asks for a statement of the signed-in wallet: ready at once when small, else queued.
import { db } from "@/server/db";
import { siteOrigin, readBody } from "@/server/platform";
import { userRoute } from "@/server/web";
import { statementRequestSchema } from "@/lib/schemas/statement";
import { requestStatement } from "@/server/documents";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, statementRequestSchema);
  return { data: await requestStatement(db, user, input, siteOrigin(request)) };
});
