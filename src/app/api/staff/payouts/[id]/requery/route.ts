// POST /api/staff/payouts/:id/requery - operations asks the payouts provider now about one pending payout (audited)
import { staffRoute } from "@/server/web";
import { recordPayoutRequery } from "@/server/support";
import { refreshPendingTransfer } from "@/server/money";
import { payoutsProvider } from "@/server/vendors";
import { db } from "@/server/db";
import { ApiError } from "@/server/platform";
import { isUuid } from "@/lib/staff";
import { phrase } from "@/i18n/phrase";

export const POST = staffRoute("OPERATIONS", async (_request, staff, { params }) => {
  const { id } = (await params) as { id: string };
  // Checked here, before any query: a malformed id must be "not found", never a database error.
  if (!isUuid(id)) throw new ApiError("not_found", phrase("serverErrors.staffPayoutNotFound"));
  const transactionId = await recordPayoutRequery(db, staff, id);
  await refreshPendingTransfer(db, payoutsProvider(db), transactionId);
  const now = await db.payout.findUnique({ where: { id }, select: { status: true } });
  return { data: { status: now?.status ?? null } };
});
