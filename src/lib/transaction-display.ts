import { formatAmount } from "./money";

export type DisplayedType = "SEND" | "RECEIVE" | "ADD_MONEY" | string;

/** Spec 4: sends are "Sent to {recipient}", minus, red; receipts "Received from {sender}", plus, green;
 * anything else "Added via Card", plus. The sender of a receipt is always shown as Veil. */
export function describeTransaction(type: DisplayedType, amount: string, recipientName?: string | null) {
  if (type === "SEND") {
    return {
      title: `Sent to ${recipientName ?? "Unknown Recipient"}`,
      signed: `-₦${formatAmount(amount)}`,
      tone: "debit" as const,
    };
  }
  if (type === "RECEIVE")
    return { title: "Received from Veil", signed: `+₦${formatAmount(amount)}`, tone: "credit" as const };
  return { title: "Added via Card", signed: `+₦${formatAmount(amount)}`, tone: "credit" as const };
}

/** Status values as words: COMPLETED -> Completed. */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}
