// POST /api/sandbox/incoming-transfer - sandbox only: money arrives in the person's account number, through the
// same signed webhook path as Paystack's; 404 when a real funding provider is configured, and where another
// provider is real, to anyone without the reviewer secret
import { db } from "@/server/db";
import { ApiError, readBody, sandboxOpenTo } from "@/server/platform";
import { userRoute } from "@/server/web";
import { simulateTransferSchema } from "@/lib/schemas/simulate-transfer";
import { fundingIsSandbox } from "@/server/vendors";
import { simulateIncomingTransfer, findTransaction } from "@/server/money";
import { phrase } from "@/i18n/phrase";

export const POST = userRoute(async (request, user) => {
  if (!fundingIsSandbox() || !sandboxOpenTo(request.headers))
    throw new ApiError("not_found", phrase("serverErrors.notFound"));
  const input = await readBody(request, simulateTransferSchema);
  const { transactionId, webhookLost } = await simulateIncomingTransfer(db, user.id, input);
  const transaction =
    transactionId === null ? null : await findTransaction(db, user.id, String(transactionId), user.appearance.language);
  return { data: { transaction, webhookLost } };
});
