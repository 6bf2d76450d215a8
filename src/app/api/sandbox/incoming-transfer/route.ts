// POST /api/sandbox/incoming-transfer - sandbox only: money arrives in the person's account number, through the
// same signed webhook path as Paystack's; 404 when a real funding provider is configured, and where another
// provider is real, to anyone without the reviewer secret
import { db } from "@/server/db";
import { ApiError } from "@/server/http/api-error";
import { userRoute } from "@/server/http/handler";
import { readBody } from "@/server/http/read-body";
import { simulateTransferSchema } from "@/lib/schemas/simulate-transfer";
import { fundingIsSandbox } from "@/server/providers/funding";
import { sandboxOpenTo } from "@/server/sandbox/sandbox-access";
import { simulateIncomingTransfer } from "@/server/funding-accounts/simulate-incoming-transfer";
import { findTransaction } from "@/server/history/list-transactions";

export const POST = userRoute(async (request, user) => {
  if (!fundingIsSandbox() || !sandboxOpenTo(request.headers)) throw new ApiError("not_found", "Not found.");
  const input = await readBody(request, simulateTransferSchema);
  const { transactionId } = await simulateIncomingTransfer(db, user.id, input);
  const transaction = transactionId === null ? null : await findTransaction(db, user.id, String(transactionId));
  return { data: { transaction } };
});
