// The port to a bank-payouts vendor (Paystack Transfers, Flutterwave, a bank's NIP gateway). It does name
// enquiry and transfers. What crosses it names Veil as the sender and carries an opaque reference: nothing
// about the person who sent the money.
import type { Phrase } from "@/i18n/phrase";

export type PayoutRequest = {
  /** Veil's reference: random, the same on the user's receipt. The vendor must refuse a second transfer
   * with a reference it has seen, which makes a resubmission safe. */
  reference: string;
  amountKobo: bigint;
  currency: "NGN";
  recipient: { accountNumber: string; bankCode: string; accountName: string };
  /** Always Veil: the recipient's bank shows this as the sender. */
  sender: { name: "Veil" };
  narration: string;
};

/** The NIP session id, when the vendor gives one: the recipient's bank traces the transfer by it. */
type Session = { sessionId?: string | null };

export type PayoutOutcome =
  | ({ status: "success"; providerReference: string } & Session)
  /** `providerStatus`: the vendor's own word for where the transfer is ("queued", "received", "otp", ...). */
  | ({ status: "pending"; providerReference: string; providerStatus?: string } & Session)
  | ({ status: "failed"; providerReference: string | null; reason: Phrase } & Session)
  /** The transfer succeeded, then the recipient's bank returned the money. */
  | ({ status: "reversed"; providerReference: string; reason: Phrase } & Session)
  /** The vendor has no transfer with this reference: it never arrived, and may be sent again. */
  | { status: "not_found" };

export interface PayoutsProvider {
  readonly name: string;
  /** Name enquiry: the account holder's name as the bank holds it, or null when there is no such account. */
  resolveAccount(input: { accountNumber: string; bankCode: string }): Promise<{ accountName: string } | null>;
  initiate(request: PayoutRequest): Promise<PayoutOutcome>;
  status(input: { reference: string; providerReference: string | null }): Promise<PayoutOutcome>;
}

/**
 * The vendor did not answer (unreachable, slow, a 5xx, an answer out of contract): nothing is decided, ask again
 * later. Thrown by a transfer as this class, it means the transfer never left; see PayoutOutcomeUnknownError.
 */
export class PayoutsUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PayoutsUnavailableError";
  }
}

/**
 * The vendor may have received the transfer and did not say what became of it (a timeout, a 5xx, an answer
 * out of contract): the payout counts as submitted, and its status is asked for before it is ever sent again.
 */
export class PayoutOutcomeUnknownError extends PayoutsUnavailableError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PayoutOutcomeUnknownError";
  }
}

/** The narration the recipient's bank shows: Veil's name and the reference, nothing else. */
export function payoutNarration(reference: string): string {
  return `Veil ${reference}`;
}
