// POST /api/statements - asks for a statement of the signed-in wallet: ready at once when small, else queued.
import { db } from "@/server/db";
import { siteOrigin } from "@/server/http/site-origin";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { statementRequestSchema } from "@/lib/schemas/statement";
import { requestStatement } from "@/server/statements/statement-service";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, statementRequestSchema);
  return { data: await requestStatement(db, user, input, siteOrigin(request)) };
});
