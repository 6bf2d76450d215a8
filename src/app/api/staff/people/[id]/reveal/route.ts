// POST /api/staff/people/:id/reveal - support shows one masked field whole, for a reason (audited)
import { staffRevealSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { revealField } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("SUPPORT", async (request, staff, { params }) => {
  const { id } = (await params) as { id: string };
  const input = await readBody(request, staffRevealSchema);
  return { data: await revealField(db, staff, { userId: id, ...input }) };
});
