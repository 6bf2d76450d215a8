// POST /api/staff/cases/:reference/requery - asks the payouts provider now about the case's payout (audited)
import { staffRoute } from "@/server/web";
import { recordCaseRequery } from "@/server/support";
import { refreshPendingTransfer } from "@/server/money";
import { payoutsProvider } from "@/server/vendors";
import { db } from "@/server/db";

export const POST = staffRoute("SUPPORT", async (_request, staff, { params }) => {
  const { reference } = (await params) as { reference: string };
  const payout = await recordCaseRequery(db, staff, reference);
  // The money module's own refresh: it settles only through its settle path, and asks at most every few seconds.
  if (payout) await refreshPendingTransfer(db, payoutsProvider(db), payout.transactionId);
  const now = payout
    ? await db.payout.findUnique({ where: { transactionId: payout.transactionId }, select: { status: true } })
    : null;
  return { data: { status: now?.status ?? null } };
});
