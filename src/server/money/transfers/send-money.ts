import "server-only";
import type { Database, Answer, Claim } from "@/server/platform";
import { type PayoutsProvider, payoutNarration } from "@/server/money/ports/payouts-provider";
import { newTransactionReference } from "@/server/money/ledger/reference";
import {
  transactionForAnswer,
  TRANSACTION_DETAIL_FIELDS,
  type TransactionRow,
  type UnsaidTransaction,
} from "@/server/money/history/present-transaction";
import { Prisma } from "@/generated/prisma/client";
import { lagosDay } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";
import { transferFeeKobo } from "@/lib/fees";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import type { TransferInput } from "@/lib/schemas/transfer";
import { BANK_NOT_RESPONDING } from "@/server/money/ports/bank-not-responding";
import { confirmPayee, resolveRecipient } from "./name-enquiry";
import { settleAcceptedPayout } from "./settle-payout";
import { payoutRequestFor, submitPayout } from "./submit-payout";
import { sendToVeilWallet } from "./veil-transfer";
import { isVeilWallets } from "@/lib/banks";
import { sendMoneyFrom } from "./send-money-statement";
import type { AuthUser } from "@/server/auth";
import { assessSend, mayBeRisky, requireScamCheck } from "./risky-send";
import { refuseBeyondSender } from "@/server/money/limits/daily-usage";

export type TransferDeps = { db: Database; payouts: PayoutsProvider; now?: () => Date };

/**
 * Sends money to a bank account (or, to Veil by phone number, to another Veil wallet: veil-transfer.ts). The name is looked up again here (the screen's lookup is not trusted), then
 * send_money checks the session, counts the daily limit, debits the wallet and records the transaction, its
 * entry, the payout and the key's link, all or nothing. Then the payout goes to the provider. Its usual
 * answer, accepted, settles the payout and the transaction and stores the request's answer in one more
 * statement; a refusal settles it (Failed and refunded); anything else leaves it Pending for the webhook or
 * the reconciler.
 */
export async function sendMoney(
  deps: TransferDeps,
  sender: AuthUser,
  input: TransferInput,
  claim: Claim,
): Promise<Answer> {
  const { db, payouts } = deps;
  if (isVeilWallets(input.recipientBank)) {
    const { transactionId } = await sendToVeilWallet(deps, sender, input, claim);
    return transferAnswer(db, transactionId);
  }
  const at = deps.now?.() ?? new Date();
  const amountKobo = toKobo(input.amount);
  const feeKobo = transferFeeKobo(amountKobo);
  const recipient = await resolveRecipient(db, payouts, input);
  await confirmPayee(db, input, recipient.accountName, claim.key);
  // A large send to a new recipient, or soon after a change to the account's security, asks the scam check; a
  // first one waits (cooling-off). Only such an amount reads the sender's history before send_money does.
  let sendAfter: Date | undefined;
  if (mayBeRisky(amountKobo)) {
    const userId = sender.id;
    const send = { bank: input.recipientBank, accountNumber: recipient.accountNumber, amountKobo };
    const risk = await assessSend(db, userId, { ...send, canWait: true }, at);
    await requireScamCheck(db, userId, risk, { ...send, key: claim.key?.key ?? null }, input.scamCheck, () =>
      refuseBeyondSender(db, userId, amountKobo + feeKobo, lagosDay(at)),
    );
    if (risk.coolingOffMs !== null) sendAfter = new Date(at.getTime() + risk.coolingOffMs);
  }
  const reference = newTransactionReference();
  const narration = payoutNarration(reference);
  const description = input.description || null;

  const { transactionId, payoutId } = await sendMoneyFrom(db, sender, {
    key: claim.key,
    day: lagosDay(at),
    amountKobo,
    feeKobo,
    description,
    recipient: {
      name: recipient.accountName,
      accountNumber: recipient.accountNumber,
      bank: input.recipientBank,
      bankCode: recipient.bankCode,
    },
    reference,
    provider: payouts.name,
    narration,
    at,
    sendAfter,
  });
  // A cooling-off send waits, Scheduled and cancellable, for the jobs to hand it to the provider.
  if (sendAfter) return transferAnswer(db, transactionId);

  // What the provider is sent is what the payout row holds, as a resubmission would build it from the row.
  const request = payoutRequestFor({
    reference,
    amountKobo,
    recipient: {
      accountNumber: recipient.accountNumber,
      bankCode: recipient.bankCode,
      accountName: recipient.accountName,
    },
    narration,
  });
  const outcome = await submitPayout(db, payouts, payoutId, request, { settleAccepted: false });
  if (outcome?.status === "success") {
    // The transaction as it reads once settled, known without reading it back: what was just written.
    const answer = transactionAnswer({
      id: transactionId,
      transactionType: "SEND",
      amount: new Prisma.Decimal(koboToDecimalString(amountKobo)),
      fee: new Prisma.Decimal(koboToDecimalString(feeKobo)),
      description,
      recipientName: recipient.accountName,
      recipientAccountNumber: recipient.accountNumber,
      recipientBank: input.recipientBank,
      status: "COMPLETED",
      transactionReference: reference,
      transactionDate: at,
      cardBrand: null,
      cardLast4: null,
      failure: null,
      payout: { sessionId: outcome.sessionId ?? null },
    });
    const keyId = claim.key?.id ?? null;
    if (await settleAcceptedPayout(db, payoutId, outcome, { answer, keyId })) {
      return { ...answer, stored: keyId !== null };
    }
  }
  const answer = await transferAnswer(db, transactionId);
  // The provider did not answer: the payout waits, Pending, for the reconciler, and the person is told why.
  const data = answer.body.data as { transaction: UnsaidTransaction };
  if (outcome === null && data.transaction.status === "Pending") {
    return { ...answer, body: { data: { ...data, notice: BANK_NOT_RESPONDING } } };
  }
  return answer;
}

function transactionAnswer(row: TransactionRow): Answer {
  return { status: 200, body: { data: { transaction: transactionForAnswer(row) } } };
}

/** The answer for a transfer, as it stands now: also what every retry with its key is given. */
export async function transferAnswer(db: Database, transactionId: number): Promise<Answer> {
  return transactionAnswer(
    await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: TRANSACTION_DETAIL_FIELDS }),
  );
}
