// POST /api/staff/cases/:reference/move - support acknowledges or resolves a case, with a note the person reads
import { staffCaseMoveSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { staffMoveCase } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("SUPPORT", async (request, staff, { params }) => {
  const { reference } = (await params) as { reference: string };
  const input = await readBody(request, staffCaseMoveSchema);
  return { data: await staffMoveCase(db, staff, { reference, ...input }) };
});
