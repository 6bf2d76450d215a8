import { formatAmount } from "./money";

export type DisplayedType = "SEND" | "RECEIVE" | "ADD_MONEY" | string;

/** As docs/product.md's Transactions table has it: sends are "Sent to {recipient}", minus, red; receipts "Received from {sender}", plus, green;
 * anything else "Added via Card", plus. A receipt keeps its sender in the counterparty columns (recipientName). */
export function describeTransaction(type: DisplayedType, amount: string, recipientName?: string | null) {
  if (type === "SEND") {
    return {
      title: `Sent to ${recipientName ?? "Unknown Recipient"}`,
      signed: `-₦${formatAmount(amount)}`,
      tone: "debit" as const,
    };
  }
  if (type === "RECEIVE") {
    return {
      title: `Received from ${recipientName ?? "Unknown Sender"}`,
      signed: `+₦${formatAmount(amount)}`,
      tone: "credit" as const,
    };
  }
  return { title: "Added via Card", signed: `+₦${formatAmount(amount)}`, tone: "credit" as const };
}

/** Status values as words: COMPLETED -> Completed. */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

/** Statuses whose money is back in the wallet: Failed (the bank refused it) and Reversed (it sent it back). */
export function isRefunded(status: string): boolean {
  return status === "Failed" || status === "Reversed";
}

/** Money received that the wallet could not take: kept aside, not in the balance. */
export function isHeld(status: string): boolean {
  return status === "Held";
}

/** Why a refunded transfer came back, and that it did: the receipt, the detail page and the history say this. */
export function refundNote(
  transaction: { status: string; failureReason: string | null; transactionType: string },
  amountText: string,
): string | null {
  if (!isRefunded(transaction.status)) return null;
  const why =
    transaction.failureReason ??
    (transaction.status === "Reversed"
      ? "The recipient's bank returned the transfer."
      : "The transfer did not go through.");
  const sentence = /[.!?]$/.test(why) ? why : `${why}.`;
  return transaction.transactionType === "SEND"
    ? `${sentence} ${amountText} has been returned to your balance.`
    : sentence;
}
