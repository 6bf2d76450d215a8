// POST /api/staff/anomalies/:kind/:id/review - operations marks a payout or funding anomaly reviewed, with a reason
import { staffReasonSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { ApiError, readBody } from "@/server/platform";
import { markAnomalyReviewed } from "@/server/support";
import { db } from "@/server/db";
import { phrase } from "@/i18n/phrase";

export const POST = staffRoute("OPERATIONS", async (request, staff, { params }) => {
  const { kind, id } = (await params) as { kind: string; id: string };
  if (kind !== "payout" && kind !== "funding")
    throw new ApiError("not_found", phrase("serverErrors.staffAnomalyNotFound"));
  const { reason } = await readBody(request, staffReasonSchema);
  await markAnomalyReviewed(db, staff, { kind, id, reason });
  return { data: { reviewed: true } };
});
