import "server-only";
import { type Database, ApiError } from "@/server/platform";
import { receiveSandboxEvent } from "@/server/money/webhooks/paystack-webhook";
import { sandboxFunding } from "@/server/vendors";
import { amountKobo } from "@/lib/schemas/amount";
import type { SimulateTransferInput } from "@/lib/schemas/simulate-transfer";
import { phrase } from "@/i18n/phrase";

export { dedicatedAccountChargeEvent } from "@/server/vendors";

/**
 * Sandbox only: someone sends money to the person's own account number. The funding sandbox records the
 * deposit as Paystack would, writes the event Paystack would send, and the server signs it with the webhook key
 * and hands it to the same verify-and-dispatch path a real delivery takes, so the simulated money moves exactly
 * as real money would. A deposit whose webhook the sandbox loses (docs/sandbox.md) is left to the requery job.
 */
export async function simulateIncomingTransfer(db: Database, userId: string, input: SimulateTransferInput) {
  const account = await db.virtualAccount.findUnique({ where: { userId } });
  if (account?.status !== "ASSIGNED" || !account.accountNumber) {
    throw new ApiError("conflict", phrase("serverErrors.accountNumberSettingUp"));
  }
  const sandbox = sandboxFunding(db);
  if (!sandbox) throw new Error("Incoming transfers are simulated only with FUNDING_PROVIDER=sandbox.");
  const { event, webhookLost } = await sandbox.makeDeposit({
    accountNumber: account.accountNumber,
    bankName: account.bankName ?? "",
    amountKobo: amountKobo(input.amount),
    senderName: input.senderName,
  });
  if (webhookLost) return { transactionId: null, webhookLost };
  await receiveSandboxEvent(db, event);
  const received = await db.incomingTransfer.findUnique({ where: { providerReference: event.data.reference } });
  return { transactionId: received?.transactionId ?? null, webhookLost };
}
