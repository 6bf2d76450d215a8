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

export interface CardsProvider {
  readonly name: string;
  charge(charge: CardCharge): Promise<ChargeOutcome>;
}

export class CardsUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "CardsUnavailableError";
  }
}
