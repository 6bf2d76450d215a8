import "server-only";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { type Database, ApiError } from "@/server/platform";
import { BANK_NOT_RESPONDING_TRY_AGAIN } from "@/server/money/ports/bank-not-responding";
import { bankByName } from "@/server/money/banks/bank-directory";
import { cleanName } from "@/lib/names";
import { BANK_UNKNOWN, readRecipient } from "@/lib/schemas/transfer-rules";
import { phrase } from "@/i18n/phrase";
import { gradePayee } from "@/lib/payee-match";

/**
 * The account holder's name from the recipient's bank, through the payouts provider. The bank must be in the
 * directory and, where its numbers are NUBANs, the check digit must fit it (the same rule the screen applies
 * with its list); the provider is asked with the vendor's code for the bank. A transfer that names the payee it
 * expects is refused (nothing sent) when the bank's name is no match for it, unless the sender chose Send anyway.
 */
export async function resolveRecipient(
  db: Database,
  payouts: PayoutsProvider,
  input: { recipientAccountNumber: string; recipientBank: string; payeeName?: string; sendAnyway?: boolean },
): Promise<{ accountName: string; accountNumber: string; bankCode: string }> {
  const bank = await bankByName(db, input.recipientBank);
  const read = readRecipient(input, bank);
  if (!bank || "issue" in read) throw new ApiError("bad_request", "issue" in read ? read.issue.message : BANK_UNKNOWN);
  const { accountNumber } = read;
  let found: { accountName: string } | null;
  try {
    found = await payouts.resolveAccount({ accountNumber, bankCode: bank.vendorCode });
  } catch (error) {
    console.error("Name enquiry failed:", error instanceof Error ? error.message : String(error));
    throw new ApiError("provider_unavailable", BANK_NOT_RESPONDING_TRY_AGAIN);
  }
  // The recipient's bank writes the name; it is shown and stored on the transfer as it is cleaned here.
  const accountName = found ? cleanName(found.accountName) : "";
  if (!found || !accountName) {
    throw new ApiError("unprocessable", phrase("serverErrors.recipientNoAccount", { bank: input.recipientBank }));
  }
  // Confirmation of Payee: a transfer for a name the bank does not give goes only when the sender said so.
  if (input.payeeName && !input.sendAnyway && gradePayee(input.payeeName, accountName) === "none") {
    throw new ApiError("unprocessable", phrase("serverErrors.payeeNoMatch", { name: accountName }));
  }
  return { accountName, accountNumber, bankCode: bank.vendorCode };
}
