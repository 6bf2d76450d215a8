// POST /api/staff/cases/:reference/report-account - marks a fraud case's recipient account as reported (audited)
import { staffRoute } from "@/server/web";
import { markRecipientReported } from "@/server/support";
import { db } from "@/server/db";

export const POST = staffRoute("SUPPORT", async (_request, staff, { params }) => {
  const { reference } = (await params) as { reference: string };
  await markRecipientReported(db, staff, reference);
  return { data: { reported: true } };
});
