// The cards sandbox: deterministic, no network, like an acquirer's test mode (docs/sandbox.md, "Cards").
// Luhn-valid numbers of 16 to 19 digits with an expiry in the future are approved, including Paystack's test card
// 4084 0840 8408 4081, except:
//   4000 0000 0000 0002  declined
//   4000 0000 0000 9995  insufficient funds
//   4000 0000 0000 0077  approved, but the answer is lost on the way back (a timeout): `verify` finds it
//   4000 0000 0000 0085  the acquirer cannot be reached: nothing is charged
// A charge is remembered by Veil's reference for the life of the process: charging the same reference again
// answers the first outcome, `verify` answers it (or not_found), and `void` releases an approved charge.
import { randomBytes } from "node:crypto";
import { expiryInFuture, luhnValid } from "@/lib/cards";
import {
  CardsUnavailableError,
  type CardCharge,
  type CardsProvider,
  type ChargeOutcome,
  type ChargeStatus,
  type VoidOutcome,
} from "./cards-provider";

export const SANDBOX_CARDS = {
  approved: "4084084084084081",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  approvedAnswerLost: "4000000000000077",
  unreachable: "4000000000000085",
} as const;

export const SANDBOX_DECLINES = {
  declined: "Your card was declined by your bank.",
  insufficientFunds: "Your card has insufficient funds.",
  invalidNumber: "The card number is not valid.",
  expired: "Your card has expired.",
} as const;

export class SandboxCardsProvider implements CardsProvider {
  readonly name = "sandbox";
  private readonly charges = new Map<string, ChargeOutcome>();
  private readonly voided = new Set<string>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge(charge: CardCharge): Promise<ChargeOutcome> {
    if (charge.card.number === SANDBOX_CARDS.unreachable) {
      throw new CardsUnavailableError("The sandbox acquirer is unreachable for this card.");
    }
    const known = this.charges.get(charge.reference);
    if (known) return known;
    const outcome = this.decide(charge.card);
    this.charges.set(charge.reference, outcome);
    if (charge.card.number === SANDBOX_CARDS.approvedAnswerLost) throw new Error("The sandbox acquirer timed out.");
    return outcome;
  }

  async verify(reference: string): Promise<ChargeStatus> {
    const known = this.charges.get(reference);
    if (!known) return { status: "not_found" };
    if (this.voided.has(reference)) return { status: "voided", providerReference: known.providerReference };
    return known;
  }

  async void(reference: string): Promise<VoidOutcome> {
    const known = this.charges.get(reference);
    if (!known || known.status !== "approved") return { status: "not_charged" };
    this.voided.add(reference);
    return { status: "voided" };
  }

  private decide(card: CardCharge["card"]): ChargeOutcome {
    const providerReference = `SBX_CHG_${randomBytes(6).toString("hex")}`;
    const declined = (reason: string): ChargeOutcome => ({ status: "declined", providerReference, reason });
    if (!/^[0-9]{16,19}$/.test(card.number) || !luhnValid(card.number)) return declined(SANDBOX_DECLINES.invalidNumber);
    const expiry = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
    if (!expiryInFuture(expiry, this.now())) return declined(SANDBOX_DECLINES.expired);
    if (card.number === SANDBOX_CARDS.declined) return declined(SANDBOX_DECLINES.declined);
    if (card.number === SANDBOX_CARDS.insufficientFunds) return declined(SANDBOX_DECLINES.insufficientFunds);
    return { status: "approved", providerReference };
  }
}
