import "server-only";
import type { PayoutsProvider } from "@/server/money/ports/payouts-provider";
import { type Claim, type Database, ApiError, keyTaken } from "@/server/platform";
import { BANK_NOT_RESPONDING_TRY_AGAIN } from "@/server/money/ports/bank-not-responding";
import { bankByName } from "@/server/money/banks/bank-directory";
import { cleanName } from "@/lib/names";
import { BANK_UNKNOWN, readRecipient } from "@/lib/schemas/transfer-rules";
import { phrase } from "@/i18n/phrase";
import { gradePayee } from "@/lib/payee-match";

/**
 * The account holder's name from the recipient's bank, through the payouts provider. The bank must be in the
 * directory and, where its numbers are NUBANs, the check digit must fit it (the same rule the screen applies
 * with its list); the provider is asked with the vendor's code for the bank.
 */
export async function resolveRecipient(
  db: Database,
  payouts: PayoutsProvider,
  input: { recipientAccountNumber: string; recipientBank: string },
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
  return { accountName, accountNumber, bankCode: bank.vendorCode };
}

export const PAYEE_NO_MATCH = phrase("serverErrors.payeeNoMatch");

/**
 * Confirmation of Payee on the way out: a transfer that names the payee it expects, whose bank gives a name that
 * is no match for it, goes only when the sender chose Send anyway. The refusal does not repeat the bank's name
 * (the screen's own enquiry, limited, showed it), so a transfer is no way round the name enquiry's limit; and a
 * retry of a transfer its key already made is left to the key's answer, whatever it says now.
 */
export async function confirmPayee(
  db: Database,
  input: { payeeName?: string; sendAnyway?: boolean },
  accountName: string,
  /** A key the statement will claim (a transfer's): taken already, this is a retry. Null when it is this request's. */
  unclaimedKey: Claim["key"],
): Promise<void> {
  if (!input.payeeName || input.sendAnyway || gradePayee(input.payeeName, accountName) !== "none") return;
  if (unclaimedKey && (await keyTaken(db, unclaimedKey))) return;
  throw new ApiError("unprocessable", PAYEE_NO_MATCH);
}
