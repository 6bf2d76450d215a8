import "server-only";
import { randomBytes } from "node:crypto";
import { type Database, ApiError } from "@/server/platform";
import { signWebhook, webhookSecret } from "@/server/money/webhooks/paystack-signature";
import { env } from "@/env";
import { receiveSignedPaystackEvent } from "@/server/money/webhooks/paystack-webhook";
import { amountKobo } from "@/lib/schemas/amount";
import type { SimulateTransferInput } from "@/lib/schemas/simulate-transfer";
import { phrase } from "@/i18n/phrase";

export const SIMULATED_SENDER_BANK = "Sandbox Sender Bank";

/** The charge.success Paystack sends when money reaches a dedicated account, as its documentation shows it. */
export function dedicatedAccountChargeEvent(input: {
  reference: string;
  amountKobo: bigint;
  accountNumber: string;
  bankName: string;
  senderName: string;
  senderBank: string;
  senderAccountNumber: string;
  paidAt: Date;
}) {
  return {
    event: "charge.success",
    data: {
      id: Number.parseInt(input.reference.slice(0, 8), 16),
      domain: "test",
      status: "success",
      reference: input.reference,
      amount: Number(input.amountKobo),
      message: null,
      gateway_response: "Approved",
      paid_at: input.paidAt.toISOString(),
      created_at: input.paidAt.toISOString(),
      channel: "dedicated_nuban",
      currency: "NGN",
      metadata: { receiver_account_number: input.accountNumber, receiver_bank: input.bankName },
      authorization: {
        authorization_code: `AUTH_${input.reference.slice(0, 10)}`,
        channel: "dedicated_nuban",
        card_type: "transfer",
        bank: null,
        country_code: "NG",
        brand: "Managed Account",
        reusable: false,
        sender_name: input.senderName,
        sender_bank: input.senderBank,
        sender_bank_account_number: input.senderAccountNumber,
        sender_country: "NG",
        receiver_bank_account_number: input.accountNumber,
        receiver_bank: input.bankName,
      },
    },
  };
}

/**
 * Sandbox only: someone sends money to the person's own account number. The server writes the event Paystack
 * would send, signs it with the webhook key and hands it to the same verify-and-dispatch path a real delivery
 * takes, so the simulated money moves exactly as real money would.
 */
export async function simulateIncomingTransfer(db: Database, userId: string, input: SimulateTransferInput) {
  const account = await db.virtualAccount.findUnique({ where: { userId } });
  if (account?.status !== "ASSIGNED" || !account.accountNumber) {
    throw new ApiError("conflict", phrase("serverErrors.accountNumberSettingUp"));
  }
  const reference = randomBytes(8).toString("hex");
  const raw = JSON.stringify(
    dedicatedAccountChargeEvent({
      reference,
      amountKobo: amountKobo(input.amount),
      accountNumber: account.accountNumber,
      bankName: account.bankName ?? "",
      senderName: input.senderName,
      senderBank: SIMULATED_SENDER_BANK,
      senderAccountNumber: "******0001",
      paidAt: new Date(),
    }),
  );
  await receiveSignedPaystackEvent(db, raw, signWebhook(raw, webhookSecret(env())));
  const received = await db.incomingTransfer.findUnique({ where: { providerReference: reference } });
  return { transactionId: received?.transactionId ?? null };
}
