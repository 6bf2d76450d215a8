/** A transaction as the API answers it and the screens draw it (docs/product.md, The API). */
export type TransactionView = {
  id: number;
  transactionType: "SEND" | "RECEIVE" | "ADD_MONEY";
  amount: string;
  fee: string;
  description: string | null;
  recipientName: string | null;
  recipientAccountNumber: string | null;
  recipientBank: string | null;
  /** "Completed", "Pending", "Failed", "Reversed", "Held" or "Cancelled": shown as received. */
  status: string;
  transactionReference: string;
  transactionDate: string;
  cardBrand: string | null;
  cardLast4: string | null;
  failureReason: string | null;
  /** The NIP session id of a transfer, when the bank gave one; present only where a transaction is shown alone. */
  sessionId?: string | null;
  /**
   * A cooling-off send still waiting: when it goes (ISO 8601), cancellable until then; present only where a
   * transaction is shown alone. Its status stays Pending.
   */
  scheduledFor?: string | null;
  /**
   * A pending transfer: the provider's own word for where it is ("queued", "received", "otp", ...), or null
   * before it said; present only where a pending transaction is shown alone.
   */
  providerStatus?: string | null;
  /** A pending transfer the bank has not confirmed in a day: the person was told and a case opened. */
  pendingNotice?: boolean;
};
