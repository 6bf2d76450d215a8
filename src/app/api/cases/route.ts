// POST /api/cases - report a transaction or contact support (a transaction's open case answers a second report)
// GET /api/cases - the person's cases, newest first, each with its timeline
import { supportCaseSchema } from "@/lib/schemas/support-case";
import { userRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { openCase, casesOf } from "@/server/support";
import { db } from "@/server/db";

export const POST = userRoute(async (request, user) => {
  const input = await readBody(request, supportCaseSchema);
  const { supportCase, existing } = await openCase(db, user, input);
  return { data: { case: supportCase, existing } };
});

export const GET = userRoute(async (_request, user) => {
  return { data: { cases: await casesOf(db, user.id) } };
});
