// POST /api/cases - report a transaction or contact support (a transaction's open case answers a second report)
// GET /api/cases - the person's cases, newest first, each with its timeline
import { supportCaseSchema } from "@/lib/schemas/support-case";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { openCase } from "@/server/cases/open-case";
import { casesOf } from "@/server/cases/case-view";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, supportCaseSchema);
  const { supportCase, existing } = await openCase(db, user, input);
  return { data: { case: supportCase, existing } };
});

export const GET = userRoute(async (_request, user) => {
  return { data: { cases: await casesOf(db, user.id) } };
});
