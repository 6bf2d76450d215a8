// POST /api/staff/cases/:reference/report-account - marks a fraud case's recipient account as reported, with a reason (audited)
import { staffReasonSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { readBody } from "@/server/platform";
import { markRecipientReported } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("SUPPORT", async (request, staff, { params }) => {
  const { reference } = (await params) as { reference: string };
  // It changes every customer's sends to this account: asked for a reason, kept in the audit trail.
  const { reason } = await readBody(request, staffReasonSchema);
  await markRecipientReported(db, staff, reference, reason);
  return { data: { reported: true } };
});
