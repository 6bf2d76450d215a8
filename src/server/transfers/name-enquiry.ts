import "server-only";
import type { PayoutsProvider } from "@/server/providers/payouts/payouts-provider";
import { ApiError } from "@/server/http/api-error";
import { bankByName, type BankName } from "@/lib/banks";
import { RECIPIENT_NOT_VERIFIED } from "@/lib/schemas/transfer-rules";

/** What a person is told when the payouts vendor is unreachable, slow or answers out of contract. */
export const BANK_NOT_RESPONDING = "The bank is not responding. Your money is safe; we'll retry.";

/** The account holder's name from the recipient's bank, through the payouts provider. */
export async function resolveRecipient(
  payouts: PayoutsProvider,
  input: { recipientAccountNumber: string; recipientBank: BankName },
): Promise<{ accountName: string; bankCode: string }> {
  const bank = bankByName(input.recipientBank)!;
  let found: { accountName: string } | null;
  try {
    found = await payouts.resolveAccount({ accountNumber: input.recipientAccountNumber, bankCode: bank.code });
  } catch (error) {
    console.error("Name enquiry failed:", error instanceof Error ? error.message : String(error));
    throw new ApiError("provider_unavailable", BANK_NOT_RESPONDING);
  }
  if (!found) {
    throw new ApiError(
      "unprocessable",
      `${RECIPIENT_NOT_VERIFIED} ${input.recipientBank} has no account with this number.`,
    );
  }
  return { accountName: found.accountName, bankCode: bank.code };
}
