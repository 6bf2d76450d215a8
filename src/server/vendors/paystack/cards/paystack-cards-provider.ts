// The cards port on Paystack: POST /charge with the card, the submit_* steps, charge_authorization for a saved
// card, GET /transaction/verify as the truth, POST /refund as the void and customer/authorization/deactivate
// to forget a saved card. The card, PIN and OTP go into the request body and nowhere else: the client's errors
// never carry a body.
import "server-only";
import { z } from "zod";
import {
  envelope,
  paystackClient,
  PaystackClient,
  PaystackRequestError,
  PaystackUnreachableError,
} from "@/server/vendors/paystack/paystack-client";
import {
  CardsUnavailableError,
  type AuthorizationCharge,
  type CardCharge,
  type CardsProvider,
  type ChargeOutcome,
  type ChargeStatus,
  type VoidOutcome,
} from "@/server/money";
import { chargeDataSchema, chargeOutcomeFrom, chargeStatusFrom, type ChargeData } from "./charge-answers";
import { toPaystackReference } from "./references";
import { phrase, type Phrase } from "@/i18n/phrase";
import { declinePhrase } from "@/server/vendors/card-decline-phrases";

const chargeAnswer = envelope(chargeDataSchema);
const anyAnswer = z.object({ status: z.literal(true), message: z.string() });

export class PaystackCardsProvider implements CardsProvider {
  readonly name = "paystack";

  constructor(private readonly client: () => PaystackClient = paystackClient) {}

  charge(charge: CardCharge): Promise<ChargeOutcome> {
    const { card } = charge;
    return this.step(() =>
      this.client().post(
        "/charge",
        {
          body: {
            email: charge.email,
            amount: Number(charge.amountKobo),
            reference: toPaystackReference(charge.reference),
            card: {
              number: card.number,
              cvv: card.cvv,
              expiry_month: String(card.expiryMonth).padStart(2, "0"),
              expiry_year: String(card.expiryYear),
            },
          },
        },
        chargeAnswer,
      ),
    );
  }

  submitPin(reference: string, pin: string): Promise<ChargeOutcome> {
    const body = { pin, reference: toPaystackReference(reference) };
    return this.step(() => this.client().post("/charge/submit_pin", { body }, chargeAnswer));
  }

  submitOtp(reference: string, otp: string): Promise<ChargeOutcome> {
    const body = { otp, reference: toPaystackReference(reference) };
    return this.step(() => this.client().post("/charge/submit_otp", { body }, chargeAnswer));
  }

  submitPhone(reference: string, phone: string): Promise<ChargeOutcome> {
    const body = { phone, reference: toPaystackReference(reference) };
    return this.step(() => this.client().post("/charge/submit_phone", { body }, chargeAnswer));
  }

  submitBirthday(reference: string, birthday: string): Promise<ChargeOutcome> {
    const body = { birthday, reference: toPaystackReference(reference) };
    return this.step(() => this.client().post("/charge/submit_birthday", { body }, chargeAnswer));
  }

  chargeAuthorization(charge: AuthorizationCharge): Promise<ChargeOutcome> {
    const body = {
      email: charge.email,
      amount: Number(charge.amountKobo),
      authorization_code: charge.authorizationCode,
      reference: toPaystackReference(charge.reference),
      currency: "NGN" as const,
    };
    return this.step(() => this.client().post("/transaction/charge_authorization", { body }, chargeAnswer));
  }

  async removeAuthorization(code: string): Promise<void> {
    try {
      await this.client().post("/customer/authorization/deactivate", { body: { authorization_code: code } }, anyAnswer);
    } catch (error) {
      // An authorization Paystack no longer knows is already gone.
      if (error instanceof PaystackRequestError && error.status < 500) return;
      throw error;
    }
  }

  async verify(reference: string): Promise<ChargeStatus> {
    try {
      const answer = await this.client().get(
        "/transaction/verify/{reference}",
        { params: { reference: toPaystackReference(reference) } },
        chargeAnswer,
      );
      return chargeStatusFrom(answer.data);
    } catch (error) {
      // "Transaction reference not found": Paystack never received the charge.
      if (error instanceof PaystackRequestError && (error.status === 404 || error.status === 400)) {
        return { status: "not_found" };
      }
      throw unreachableAsUnavailable(error);
    }
  }

  async void(reference: string): Promise<VoidOutcome> {
    try {
      await this.client().post("/refund", { body: { transaction: toPaystackReference(reference) } }, anyAnswer);
      return { status: "voided" };
    } catch (error) {
      // Refused: never charged, or already refunded. Either way there is nothing left to give back.
      if (error instanceof PaystackRequestError) return { status: "not_charged" };
      throw unreachableAsUnavailable(error);
    }
  }

  /** A charge or one of its steps. Refused by Paystack (4xx) means declined: nothing was charged. */
  private async step(call: () => Promise<{ data: ChargeData }>): Promise<ChargeOutcome> {
    try {
      return chargeOutcomeFrom((await call()).data);
    } catch (error) {
      if (error instanceof PaystackRequestError) {
        const data = (error.body as { data?: unknown } | undefined)?.data;
        const parsed = chargeDataSchema.safeParse(data);
        if (parsed.success) return chargeOutcomeFrom(parsed.data);
        return { status: "declined", providerReference: null, reason: declineMessage(error.vendorMessage) };
      }
      throw unreachableAsUnavailable(error);
    }
  }
}

function declineMessage(vendorMessage: string): Phrase {
  const said = vendorMessage.trim();
  if (!said || !/\s/.test(said)) return phrase("serverErrors.cardDeclined");
  return declinePhrase(said);
}

/** Never sent means nothing was charged; anything else (a timeout, a 5xx) leaves the outcome unknown. */
function unreachableAsUnavailable(error: unknown): unknown {
  if (error instanceof PaystackUnreachableError) return new CardsUnavailableError(error.message);
  return error;
}
