// POST /api/staff/anomalies/:kind/:id/review - operations marks a payout or funding anomaly reviewed, with a reason
import { staffReasonSchema } from "@/lib/schemas/staff";
import { staffRoute } from "@/server/web";
import { ApiError, readBody } from "@/server/platform";
import { markAnomalyReviewed } from "@/server/support";
import { db } from "@/server/db";
import { phrase } from "@/i18n/phrase";
import { isUuid } from "@/lib/staff";

export const POST = staffRoute("OPERATIONS", async (request, staff, { params }) => {
  const { kind, id } = (await params) as { kind: string; id: string };
  // The id is checked here, before any query: a malformed one must be "not found", never a database error.
  if ((kind !== "payout" && kind !== "funding") || !isUuid(id))
    throw new ApiError("not_found", phrase("serverErrors.staffAnomalyNotFound"));
  const { reason } = await readBody(request, staffReasonSchema);
  await markAnomalyReviewed(db, staff, { kind, id, reason });
  return { data: { reviewed: true } };
});
