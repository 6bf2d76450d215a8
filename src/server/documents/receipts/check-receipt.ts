import "server-only";
import { type Database, perClient, spendHourly } from "@/server/platform";
import type { Language } from "@/i18n/locales";
import { openReceiptToken } from "./receipt-link";
import { receiptOf, transactionByReference, type Receipt } from "./receipt-data";

export type ReceiptCheck = { genuine: false } | { genuine: true; receipt: Receipt };

/** Checks one client may make in an hour, and everyone together: enough for a shop, too few to walk references. */
export const CHECKS_PER_CLIENT_PER_HOUR = 60;
export const CHECKS_PER_HOUR = 5_000;

/** Counts a check against the limits; throws ApiError too_many_requests when one is over. */
export function limitReceiptChecks(db: Database, headers: Headers): Promise<void> {
  return spendHourly(db, [
    ...perClient(headers, "receipt-check", CHECKS_PER_CLIENT_PER_HOUR),
    { bucket: "receipt-check:all", max: CHECKS_PER_HOUR },
  ]);
}

/**
 * Whether a token is worth a look-up: its MAC is ours. Checked before any limit is counted, so forged links
 * (free to make, answered "not genuine" without the database) cannot use up the checks of real receipt holders.
 */
export function signedReceiptToken(token: string): boolean {
  return openReceiptToken(token) !== null;
}

/**
 * What the public check page says about a verification link: genuine with the transaction as it stands now, or
 * not genuine, the same answer for a forged signature and a reference Veil never issued (nothing to enumerate).
 * Only what a transfer's recipient may see: the amount, status, date, the recipient's bank and masked account.
 * For money received and top-ups the paying side is dropped: that is the sender.
 */
export async function checkReceipt(db: Database, token: string, language: Language): Promise<ReceiptCheck> {
  const reference = openReceiptToken(token);
  const transaction = reference ? await transactionByReference(db, reference) : null;
  if (!transaction) return { genuine: false };
  const shown =
    transaction.transactionType === "SEND"
      ? transaction
      : {
          ...transaction,
          recipientName: null,
          recipientBank: null,
          recipientAccountNumber: null,
          cardLast4: null,
          cardBrand: null,
        };
  return { genuine: true, receipt: receiptOf(shown, language, "") };
}
