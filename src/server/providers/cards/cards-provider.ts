// The port to a card acquirer (Paystack, Flutterwave, Interswitch). The card's full number and CVV cross it
// once, to be charged, and go nowhere else: not to the database, not to a log, not into an error message.

export type CardCharge = {
  /** Veil's reference for the top-up: a retry with the same reference must not charge twice. */
  reference: string;
  amountKobo: bigint;
  currency: "NGN";
  card: { number: string; expiryMonth: number; expiryYear: number; cvv: string; holderName: string };
};

export type ChargeOutcome =
  | { status: "approved"; providerReference: string }
  | { status: "declined"; providerReference: string | null; reason: string };

/**
 * What the acquirer knows about a charge, asked by Veil's reference: its outcome, whether it was voided, or
 * that it never received it. "pending" means the acquirer has it and has not decided yet.
 */
export type ChargeStatus =
  | ChargeOutcome
  | { status: "voided"; providerReference: string | null }
  | { status: "pending" }
  | { status: "not_found" };

/** A void of an approved charge: the hold on the card is released and nothing is settled to Veil. */
export type VoidOutcome = { status: "voided" } | { status: "not_charged" };

export interface CardsProvider {
  readonly name: string;
  /** Throws CardsUnavailableError when the request surely never reached the acquirer; any other error
   * (a timeout, a 5xx) leaves the outcome unknown, to be asked with `verify`. */
  charge(charge: CardCharge): Promise<ChargeOutcome>;
  verify(reference: string): Promise<ChargeStatus>;
  /** Voids (refunds) an approved charge; voiding twice, or a charge that was never approved, is harmless. */
  void(reference: string): Promise<VoidOutcome>;
}

/** The request never reached the acquirer (connection refused, no route): nothing was charged. */
export class CardsUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "CardsUnavailableError";
  }
}
