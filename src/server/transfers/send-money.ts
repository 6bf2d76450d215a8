import "server-only";
import type { Database } from "@/server/prisma-client";
import { MONEY_TX } from "@/server/prisma-client";
import type { PayoutsProvider } from "@/server/providers/payouts/payouts-provider";
import { payoutNarration } from "@/server/providers/payouts/payouts-provider";
import { ApiError } from "@/server/http/api-error";
import type { Answer, Claim } from "@/server/idempotency/idempotency";
import { systemAccountId } from "@/server/ledger/accounts";
import { InsufficientFundsError, postEntry } from "@/server/ledger/post-entry";
import { newTransactionReference } from "@/server/ledger/reference";
import { reserveDailySend } from "@/server/limits/daily-usage";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/history/present-transaction";
import { lagosDay, tierFor } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";
import { transferFeeKobo } from "@/lib/fees";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import { INSUFFICIENT_BALANCE, type TransferInput } from "@/lib/schemas/transfer";
import { resolveRecipient } from "./name-enquiry";
import { PAYOUT_FIELDS, submitPayout, type PayoutRow } from "./submit-payout";

export type TransferDeps = { db: Database; payouts: PayoutsProvider; now?: () => Date };

/**
 * Sends money to a bank account: the name is looked up again here (the screen's lookup is not trusted), the
 * daily limit is counted, the wallet is debited, and the payout is recorded, in one database transaction;
 * then the payout goes to the provider, whose answer settles it (Completed, or Failed and refunded) or leaves
 * it Pending for the webhook or the reconciler.
 */
export async function sendMoney(
  deps: TransferDeps,
  user: { id: string },
  input: TransferInput,
  claim: Claim,
): Promise<Answer> {
  const { db, payouts } = deps;
  const at = deps.now?.() ?? new Date();
  const amountKobo = toKobo(input.amount);
  const feeKobo = transferFeeKobo(amountKobo);
  // The tier and the wallet's ledger account in one read, before the transaction: neither changes, and the
  // transaction holds the wallet's row lock for less time.
  const [sender] = await db.$queryRaw<{ bvn: boolean; ledger_account_id: string }[]>`
    SELECT u.bvn_hash IS NOT NULL AS bvn, w.ledger_account_id
    FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.id = ${user.id}::uuid`;
  if (!sender) throw new Error(`No wallet for user ${user.id}.`);
  const tier = tierFor({ bvn: sender.bvn });
  const recipient = await resolveRecipient(payouts, input);
  const reference = newTransactionReference();

  let created: { transactionId: number; payout: PayoutRow };
  try {
    created = await db.$transaction(async (tx) => {
      const transaction = await tx.transaction.create({
        data: {
          userId: user.id,
          transactionType: "SEND",
          amount: koboToDecimalString(amountKobo),
          fee: koboToDecimalString(feeKobo),
          description: input.description || null,
          recipientName: recipient.accountName,
          recipientAccountNumber: input.recipientAccountNumber,
          recipientBank: input.recipientBank,
          status: "PENDING",
          transactionReference: reference,
          transactionDate: at,
        },
        select: { id: true },
      });
      await reserveDailySend(tx, user.id, lagosDay(at), amountKobo + feeKobo, tier);
      await postEntry(tx, {
        kind: "transfer",
        transactionId: transaction.id,
        postings: [
          { accountId: sender.ledger_account_id, direction: "DEBIT", amountKobo: amountKobo + feeKobo },
          { accountId: systemAccountId("bankPayouts"), direction: "CREDIT", amountKobo },
          ...(feeKobo > 0n
            ? [{ accountId: systemAccountId("fees"), direction: "CREDIT" as const, amountKobo: feeKobo }]
            : []),
        ],
      });
      // What the provider will be sent, stored as sent: Veil, the reference, the recipient. Not the user.
      const payout = await tx.payout.create({
        data: {
          transactionId: transaction.id,
          reference,
          provider: payouts.name,
          amount: koboToDecimalString(amountKobo),
          bankCode: recipient.bankCode,
          accountNumber: input.recipientAccountNumber,
          accountName: recipient.accountName,
          narration: payoutNarration(reference),
        },
        select: PAYOUT_FIELDS,
      });
      await claim.link(tx, transaction.id);
      return { transactionId: transaction.id, payout };
    }, MONEY_TX);
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError("unprocessable", INSUFFICIENT_BALANCE);
    throw error;
  }

  await submitPayout(db, payouts, created.payout);
  return transferAnswer(db, created.transactionId);
}

/** The answer for a transfer, as it stands now: also what a retry of a request that died is given. */
export async function transferAnswer(db: Database, transactionId: number): Promise<Answer> {
  const row = await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: TRANSACTION_FIELDS });
  return { status: 200, body: { data: { transaction: presentTransaction(row) } } };
}
