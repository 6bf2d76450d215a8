// Payouts through Paystack Transfers: name enquiry (GET /bank/resolve), a transfer recipient per bank and
// account (POST /transferrecipient, its code kept), the transfer (POST /transfer) and its status
// (GET /transfer/verify/:reference). Paystack refuses a second transfer with a reference it has seen, which
// makes a resubmission safe: that refusal means "already sent", and the transfer's status is asked for.
import "server-only";
import { z } from "zod";
import type { Database } from "@/server/platform";
import {
  type PaystackClient,
  PaystackRequestError,
  PaystackUnreachableError,
  envelope,
} from "@/server/vendors/paystack/paystack-client";
import {
  type PayoutOutcome,
  type PayoutRequest,
  type PayoutsProvider,
  PayoutOutcomeUnknownError,
  PayoutsUnavailableError,
  payoutNarration,
} from "@/server/money";
import { fromPaystackReference, paystackTransfer, toPaystackReference, transferOutcome } from "./paystack-transfer";
import { findRecipientCode, forgetRecipientCode, keepRecipientCode } from "./transfer-recipients";
import { phrase } from "@/i18n/phrase";

const resolved = envelope(z.object({ account_name: z.string().trim().min(1).max(200) }));
const recipient = envelope(z.object({ recipient_code: z.string().min(1).max(100) }));
const transfer = envelope(paystackTransfer);

/** Paystack's refusal of a reference it has already seen: the transfer was made before. */
const ALREADY_SENT = /duplicate|already exists/i;

/** The reason shown when Paystack refused the transfer outright: nothing left Veil, the money is returned. */
/** Paystack's words when the recipient code it gave is no longer valid. */
const RECIPIENT_REFUSED = /recipient/i;

export const NOT_SENT_REASON = phrase("serverErrors.transferNotSent");

const PROVIDER = "paystack";

export class PaystackPayoutsProvider implements PayoutsProvider {
  readonly name = PROVIDER;

  constructor(
    private readonly client: PaystackClient,
    private readonly db: Database,
  ) {}

  async resolveAccount(input: { accountNumber: string; bankCode: string }) {
    // The bank directory is Paystack's own list, so the code a payout carries is Paystack's.
    const bankCode = input.bankCode;
    try {
      const answer = await this.client.get(
        "/bank/resolve",
        { query: { account_number: input.accountNumber, bank_code: bankCode } },
        resolved,
      );
      return { accountName: answer.data.account_name };
    } catch (error) {
      // "Could not resolve account name": the bank has no such account.
      if (error instanceof PaystackRequestError && (error.status === 422 || error.status === 400)) return null;
      throw unavailable(error, false);
    }
  }

  async initiate(request: PayoutRequest): Promise<PayoutOutcome> {
    const bankCode = request.recipient.bankCode;
    // Until the transfer itself is posted nothing has left: any failure up to here is "not sent".
    const recipientCode = await this.recipientCode(request, bankCode).catch((error: unknown) => {
      throw unavailable(error, false);
    });
    try {
      const answer = await this.client.post(
        "/transfer",
        {
          body: {
            source: "balance",
            amount: Number(request.amountKobo),
            recipient: recipientCode,
            reference: toPaystackReference(request.reference),
            reason: payoutNarration(request.reference),
            currency: "NGN",
          },
        },
        transfer,
      );
      if (fromPaystackReference(answer.data.reference) !== request.reference) {
        throw new PayoutOutcomeUnknownError(`Paystack answered a transfer with another reference.`);
      }
      return transferOutcome(answer.data);
    } catch (error) {
      if (error instanceof PaystackRequestError && ALREADY_SENT.test(error.vendorMessage)) {
        const sent = await this.status({ reference: request.reference, providerReference: null }).catch(
          (cause: unknown) => {
            throw new PayoutOutcomeUnknownError("Paystack has the transfer and did not say how it stands.", { cause });
          },
        );
        if (sent.status === "not_found")
          throw new PayoutOutcomeUnknownError("Paystack has the reference but not the transfer.");
        return sent;
      }
      if (error instanceof PaystackRequestError) {
        // Refused and said why: nothing was sent. The vendor's words are for the log, not for the person.
        console.error(`Payout ${request.reference} refused by Paystack: ${error.vendorMessage}`);
        if (RECIPIENT_REFUSED.test(error.vendorMessage)) await this.forgetRecipient(request).catch(() => {});
        return { status: "failed", providerReference: null, reason: NOT_SENT_REASON };
      }
      throw unavailable(error, true);
    }
  }

  async status(input: { reference: string; providerReference: string | null }): Promise<PayoutOutcome> {
    try {
      const answer = await this.client.get(
        "/transfer/verify/{reference}",
        { params: { reference: toPaystackReference(input.reference) } },
        transfer,
      );
      if (fromPaystackReference(answer.data.reference) !== input.reference) {
        throw new PayoutsUnavailableError("Paystack answered a verify with another transfer.");
      }
      return transferOutcome(answer.data);
    } catch (error) {
      if (error instanceof PaystackRequestError && error.status === 404) return { status: "not_found" };
      throw unavailable(error, false);
    }
  }

  /** A recipient Paystack refuses (deleted, or its account closed) is made again on the next transfer. */
  private async forgetRecipient(request: PayoutRequest): Promise<void> {
    const account = { bankCode: request.recipient.bankCode, accountNumber: request.recipient.accountNumber };
    await forgetRecipientCode(this.db, PROVIDER, account);
  }

  /**
   * The recipient code for this account: made at Paystack the first time, then read from our table on every
   * transfer. Not kept in memory: a code one server found refused and forgot must not live on in another.
   */
  private async recipientCode(request: PayoutRequest, bankCode: string): Promise<string> {
    const account = { bankCode: request.recipient.bankCode, accountNumber: request.recipient.accountNumber };
    return (
      (await findRecipientCode(this.db, PROVIDER, account)) ?? (await this.makeRecipient(request, bankCode, account))
    );
  }

  private async makeRecipient(
    request: PayoutRequest,
    bankCode: string,
    account: { bankCode: string; accountNumber: string },
  ): Promise<string> {
    const made = await this.client.post(
      "/transferrecipient",
      {
        body: {
          type: "nuban",
          name: request.recipient.accountName,
          account_number: request.recipient.accountNumber,
          bank_code: bankCode,
          currency: "NGN",
        },
      },
      recipient,
    );
    return keepRecipientCode(this.db, PROVIDER, account, made.data.recipient_code);
  }
}

/**
 * Paystack's failures as the port's: never reached means nothing happened; a timeout, a 5xx or an answer out
 * of contract after a transfer was posted means it may have been made (`maybeSent`).
 */
function unavailable(error: unknown, maybeSent: boolean): Error {
  if (error instanceof PayoutsUnavailableError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (maybeSent && !(error instanceof PaystackUnreachableError)) {
    return new PayoutOutcomeUnknownError(message, { cause: error });
  }
  return new PayoutsUnavailableError(message, { cause: error });
}
