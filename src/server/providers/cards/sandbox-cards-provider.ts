// The cards sandbox: deterministic, no network, like an acquirer's test mode (README, "Sandbox cards").
// Luhn-valid 16-digit numbers with an expiry in the future are approved, including Paystack's test card
// 4084 0840 8408 4081, except 4000 0000 0000 0002 (declined) and 4000 0000 0000 9995 (insufficient funds).
import { randomBytes } from "node:crypto";
import { expiryInFuture, luhnValid } from "@/lib/cards";
import type { CardCharge, CardsProvider, ChargeOutcome } from "./cards-provider";

export const SANDBOX_CARDS = {
  approved: "4084084084084081",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export const SANDBOX_DECLINES = {
  declined: "Your card was declined by your bank.",
  insufficientFunds: "Your card has insufficient funds.",
  invalidNumber: "The card number is not valid.",
  expired: "Your card has expired.",
} as const;

export class SandboxCardsProvider implements CardsProvider {
  readonly name = "sandbox";

  constructor(private readonly now: () => Date = () => new Date()) {}

  async charge({ card }: CardCharge): Promise<ChargeOutcome> {
    const declined = (reason: string): ChargeOutcome => ({
      status: "declined",
      providerReference: `SBX_CHG_${randomBytes(6).toString("hex")}`,
      reason,
    });
    if (!/^[0-9]{16}$/.test(card.number) || !luhnValid(card.number)) return declined(SANDBOX_DECLINES.invalidNumber);
    const expiry = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
    if (!expiryInFuture(expiry, this.now())) return declined(SANDBOX_DECLINES.expired);
    if (card.number === SANDBOX_CARDS.declined) return declined(SANDBOX_DECLINES.declined);
    if (card.number === SANDBOX_CARDS.insufficientFunds) return declined(SANDBOX_DECLINES.insufficientFunds);
    return { status: "approved", providerReference: `SBX_CHG_${randomBytes(6).toString("hex")}` };
  }
}
