// The port to a card acquirer (Paystack, Flutterwave, Interswitch). The card's full number and CVV cross it
// once, to be charged, and go nowhere else: not to the database, not to a log, not into an error message. A
// PIN, an OTP, a phone number or a birthday the card's bank asks for crosses it the same way.
import type { CardAction } from "@/lib/cards";
import type { Phrase } from "@/i18n/phrase";

export type CardCharge = {
  /** Veil's reference for the top-up: a retry with the same reference must not charge twice. */
  reference: string;
  amountKobo: bigint;
  currency: "NGN";
  /** The payer's email: acquirers tie a card's authorization to a customer by it. */
  email: string;
  card: { number: string; expiryMonth: number; expiryYear: number; cvv: string; holderName: string };
};

/** A charge of a card saved earlier, by the acquirer's authorization code (a secret: it charges the card). */
export type AuthorizationCharge = {
  reference: string;
  amountKobo: bigint;
  currency: "NGN";
  email: string;
  authorizationCode: string;
};

/** What the card's bank asks the person for before it decides. */
export type ChargeAction = CardAction;

export type ChargeActionType = ChargeAction["type"];

/** A card the acquirer can charge again without its details, as it describes it (never the number). */
export type CardAuthorization = {
  code: string;
  /** The acquirer's fingerprint of the card: the same card has the same signature. */
  signature: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  bank: string | null;
  reusable: boolean;
};

export type ApprovedCharge = {
  status: "approved";
  providerReference: string;
  /** What the acquirer says it charged, checked against the top-up before anything is credited. */
  reference: string;
  amountKobo: bigint;
  currency: string;
  authorization?: CardAuthorization;
};

export type ChargeOutcome =
  | ApprovedCharge
  | { status: "declined"; providerReference: string | null; reason: Phrase }
  | { status: "action"; action: ChargeAction }
  | { status: "pending" };

/**
 * What the acquirer knows about a charge, asked by Veil's reference: its outcome, whether it was voided, or
 * that it never received it. "pending" means the acquirer has it and has not decided yet (it may be waiting
 * for the person's PIN, OTP or 3-D Secure page).
 */
export type ChargeStatus =
  | Exclude<ChargeOutcome, { status: "action" }>
  | { status: "voided"; providerReference: string | null }
  | { status: "not_found" };

/** A void of an approved charge: the hold on the card is released and nothing is settled to Veil. */
export type VoidOutcome = { status: "voided" } | { status: "not_charged" };

export interface CardsProvider {
  readonly name: string;
  /** Throws CardsUnavailableError when the request surely never reached the acquirer; any other error
   * (a timeout, a 5xx) leaves the outcome unknown, to be asked with `verify`. */
  charge(charge: CardCharge): Promise<ChargeOutcome>;
  submitPin(reference: string, pin: string): Promise<ChargeOutcome>;
  submitOtp(reference: string, otp: string): Promise<ChargeOutcome>;
  submitPhone(reference: string, phone: string): Promise<ChargeOutcome>;
  /** `birthday` is YYYY-MM-DD. */
  submitBirthday(reference: string, birthday: string): Promise<ChargeOutcome>;
  chargeAuthorization(charge: AuthorizationCharge): Promise<ChargeOutcome>;
  /** Deletes a saved card's authorization at the acquirer; an unknown code is already gone. */
  removeAuthorization(code: string): Promise<void>;
  /** The truth about a charge: nothing is credited before this (or the acquirer's signed webhook) says so. */
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
