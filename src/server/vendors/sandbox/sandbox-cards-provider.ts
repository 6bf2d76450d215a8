// The cards sandbox: deterministic, no network, like Paystack's test mode (docs/sandbox.md, "Cards").
// Luhn-valid numbers of 16 to 19 digits with an expiry in the future are approved at once, including Paystack's
// test card 4084 0840 8408 4081, except:
//   5078 5078 5078 5072       asks for the PIN (1234), then an OTP (123456), then approves
//   4084 0800 0000 0409       sends the person to a 3-D Secure page (/sandbox/3ds/<reference>)
//   5060 6666 6666 6666 666   a 19-digit Verve card: asks for the PIN (1234), then approves
//   4000 0000 0000 0002       declined
//   4000 0000 0000 9995       insufficient funds
//   4000 0000 0000 0077       approved, but the answer is lost on the way back (a timeout): `verify` finds it
//   4000 0000 0000 0085       the acquirer cannot be reached: nothing is charged
// A wrong PIN or OTP declines the charge. A charge is kept by Veil's reference in PostgreSQL, as an acquirer
// keeps it (sandbox_card_charges), so every server instance reads and advances the same charge: charging the
// same reference again answers where it stands, `verify` answers it (or not_found), and `void` releases an
// approved charge. Saved cards' authorization codes are derived from the card, so they keep working after a
// restart; removed ones are kept in sandbox_removed_authorizations.
import { createHmac, randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/prisma/client";
import type { Database } from "@/server/platform";
import { cardBrand, expiryInFuture, lastFour, luhnValid } from "@/lib/cards";
import { declinePhrase } from "@/server/vendors/card-decline-phrases";
import {
  CardsUnavailableError,
  type AuthorizationCharge,
  type CardAuthorization,
  type CardCharge,
  type CardsProvider,
  type ChargeAction,
  type ChargeOutcome,
  type ChargeStatus,
  type VoidOutcome,
} from "@/server/money";

import { SANDBOX_CARDS, SANDBOX_DECLINES, SANDBOX_OTP, SANDBOX_OTP_TEXT, SANDBOX_PIN } from "./sandbox-test-cards";

/** Where a charge stands: waiting for the person, or decided. */
type Step = ChargeAction["type"] | "approved" | "declined";
type Remembered = {
  step: Step;
  amountKobo: bigint;
  providerReference: string;
  reason?: string | null;
  /** What a right PIN leads to: the OTP, or the decision. */
  afterPin?: Step | null;
  authorization?: CardAuthorization | null;
  voidedAt?: Date | null;
};

// A fixed key: the sandbox's codes only need to be stable and not show the number.
const SANDBOX_KEY = "veil-sandbox-cards";
const fingerprint = (text: string) => createHmac("sha256", SANDBOX_KEY).update(text).digest("hex").slice(0, 20);

export class SandboxCardsProvider implements CardsProvider {
  readonly name = "sandbox";

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async charge(charge: CardCharge): Promise<ChargeOutcome> {
    if (charge.card.number === SANDBOX_CARDS.unreachable) {
      throw new CardsUnavailableError("The sandbox acquirer is unreachable for this card.");
    }
    const known = await this.find(charge.reference);
    if (known) return this.outcome(charge.reference, known);
    const made = await this.remember(charge.reference, this.decide(charge));
    // Another server made it first: the charge stands as that one decided it.
    if (!made) return this.outcome(charge.reference, (await this.find(charge.reference))!);
    if (made.step === "approved") await this.authorized(made);
    if (charge.card.number === SANDBOX_CARDS.approvedAnswerLost) throw new Error("The sandbox acquirer timed out.");
    return this.outcome(charge.reference, made);
  }

  async submitPin(reference: string, pin: string): Promise<ChargeOutcome> {
    return this.advance(reference, "send_pin", pin === SANDBOX_PIN, SANDBOX_DECLINES.wrongPin);
  }

  async submitOtp(reference: string, otp: string): Promise<ChargeOutcome> {
    return this.advance(reference, "send_otp", otp === SANDBOX_OTP, SANDBOX_DECLINES.wrongOtp);
  }

  async submitPhone(reference: string): Promise<ChargeOutcome> {
    return this.advance(reference, "send_phone", true, "");
  }

  async submitBirthday(reference: string): Promise<ChargeOutcome> {
    return this.advance(reference, "send_birthday", true, "");
  }

  /** The sandbox's 3-D Secure page: the person approved or cancelled on "their bank's" page. */
  async complete3ds(reference: string, approved: boolean): Promise<ChargeOutcome | null> {
    if (!(await this.find(reference))) return null;
    return this.advance(reference, "open_url", approved, SANDBOX_DECLINES.cancelled3ds);
  }

  async chargeAuthorization(charge: AuthorizationCharge): Promise<ChargeOutcome> {
    const known = await this.find(charge.reference);
    if (known) return this.outcome(charge.reference, known);
    const providerReference = `SBX_CHG_${randomBytes(6).toString("hex")}`;
    const usable =
      charge.authorizationCode.startsWith("AUTH_sbx_") &&
      !(await this.db.sandboxRemovedAuthorization.findUnique({ where: { code: charge.authorizationCode } }));
    const decided: Remembered = usable
      ? { step: "approved", amountKobo: charge.amountKobo, providerReference }
      : { step: "declined", amountKobo: charge.amountKobo, providerReference, reason: SANDBOX_DECLINES.removedCard };
    const made = (await this.remember(charge.reference, decided)) ?? (await this.find(charge.reference))!;
    return this.outcome(charge.reference, made);
  }

  async removeAuthorization(code: string): Promise<void> {
    await this.db.sandboxRemovedAuthorization.createMany({ data: [{ code }], skipDuplicates: true });
  }

  async verify(reference: string): Promise<ChargeStatus> {
    const known = await this.find(reference);
    if (!known) return { status: "not_found" };
    if (known.voidedAt) return { status: "voided", providerReference: known.providerReference };
    const outcome = this.outcome(reference, known);
    return outcome.status === "action" ? { status: "pending" } : outcome;
  }

  async void(reference: string): Promise<VoidOutcome> {
    const known = await this.find(reference);
    if (!known || known.step !== "approved") return { status: "not_charged" };
    await this.db.sandboxCardCharge.updateMany({
      where: { reference, step: "approved", voidedAt: null },
      data: { voidedAt: this.now() },
    });
    return { status: "voided" };
  }

  /** A card approved again is authorized again, even if its earlier authorization was removed. */
  private async authorized(known: Remembered): Promise<void> {
    if (known.authorization) {
      await this.db.sandboxRemovedAuthorization.deleteMany({ where: { code: known.authorization.code } });
    }
  }

  private async advance(reference: string, expected: Step, passed: boolean, reason: string): Promise<ChargeOutcome> {
    const known = await this.find(reference);
    if (!known)
      return { status: "declined", providerReference: null, reason: declinePhrase(SANDBOX_DECLINES.declined) };
    // A step already passed (a repeated submission) answers where the charge stands, as the vendor does. The
    // step moves only from the one expected, so two servers given the same step at once move it once.
    if (known.step !== expected) return this.outcome(reference, known);
    const step: Step = !passed ? "declined" : expected === "send_pin" ? (known.afterPin ?? "approved") : "approved";
    const moved = await this.db.sandboxCardCharge.updateMany({
      where: { reference, step: expected },
      data: passed ? { step } : { step, reason },
    });
    if (moved.count === 1 && step === "approved") await this.authorized(known);
    return this.outcome(reference, (await this.find(reference))!);
  }

  private async find(reference: string): Promise<Remembered | null> {
    const row = await this.db.sandboxCardCharge.findUnique({ where: { reference } });
    return row && remembered(row);
  }

  /** Keeps a new charge; null when the reference was already taken (by another server at the same moment). */
  private async remember(reference: string, decided: Remembered): Promise<Remembered | null> {
    const [row] = await this.db.sandboxCardCharge.createManyAndReturn({
      data: [
        {
          reference,
          step: decided.step,
          afterPin: decided.afterPin ?? null,
          amountKobo: decided.amountKobo,
          providerReference: decided.providerReference,
          reason: decided.reason ?? null,
          authorization: (decided.authorization ?? undefined) as Prisma.InputJsonValue | undefined,
        },
      ],
      skipDuplicates: true,
    });
    return row ? remembered(row) : null;
  }

  private outcome(reference: string, known: Remembered): ChargeOutcome {
    const { providerReference } = known;
    switch (known.step) {
      case "approved":
        return {
          status: "approved",
          providerReference,
          reference,
          amountKobo: known.amountKobo,
          currency: "NGN",
          ...(known.authorization ? { authorization: known.authorization } : {}),
        };
      case "declined":
        return {
          status: "declined",
          providerReference,
          reason: declinePhrase(known.reason ?? SANDBOX_DECLINES.declined),
        };
      case "send_otp":
        return { status: "action", action: { type: "send_otp", displayText: SANDBOX_OTP_TEXT } };
      case "open_url":
        return { status: "action", action: { type: "open_url", url: `/sandbox/3ds/${reference}` } };
      default:
        return { status: "action", action: { type: known.step } as ChargeAction };
    }
  }

  private decide(charge: CardCharge): Remembered {
    const { card, amountKobo } = charge;
    const providerReference = `SBX_CHG_${randomBytes(6).toString("hex")}`;
    const declined = (reason: string): Remembered => ({ step: "declined", amountKobo, providerReference, reason });
    if (!/^[0-9]{16,19}$/.test(card.number) || !luhnValid(card.number)) return declined(SANDBOX_DECLINES.invalidNumber);
    const expiry = `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear % 100).padStart(2, "0")}`;
    if (!expiryInFuture(expiry, this.now())) return declined(SANDBOX_DECLINES.expired);
    if (card.number === SANDBOX_CARDS.declined) return declined(SANDBOX_DECLINES.declined);
    if (card.number === SANDBOX_CARDS.insufficientFunds) return declined(SANDBOX_DECLINES.insufficientFunds);
    const authorization: CardAuthorization = {
      // Per payer, as an acquirer's authorizations are: one person removing a card leaves another's alone.
      code: `AUTH_sbx_${fingerprint(`${card.number}|${expiry}|${charge.email}`)}`,
      signature: `SIG_sbx_${fingerprint(card.number)}`,
      brand: cardBrand(card.number),
      last4: lastFour(card.number),
      expMonth: card.expiryMonth,
      expYear: card.expiryYear,
      bank: "Sandbox Bank",
      reusable: true,
    };
    const step: Step =
      card.number === SANDBOX_CARDS.pinThenOtp || card.number === SANDBOX_CARDS.vervePin
        ? "send_pin"
        : card.number === SANDBOX_CARDS.threeDSecure
          ? "open_url"
          : "approved";
    const afterPin: Step = card.number === SANDBOX_CARDS.pinThenOtp ? "send_otp" : "approved";
    return { step, amountKobo, providerReference, authorization, afterPin };
  }
}

function remembered(row: {
  step: string;
  afterPin: string | null;
  amountKobo: bigint;
  providerReference: string;
  reason: string | null;
  authorization: Prisma.JsonValue | null;
  voidedAt: Date | null;
}): Remembered {
  return {
    step: row.step as Step,
    afterPin: row.afterPin as Step | null,
    amountKobo: row.amountKobo,
    providerReference: row.providerReference,
    reason: row.reason,
    authorization: row.authorization as CardAuthorization | null,
    voidedAt: row.voidedAt,
  };
}
