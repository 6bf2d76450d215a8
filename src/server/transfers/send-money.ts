import "server-only";
import type { Database } from "@/server/prisma-client";
import type { PayoutRequest, PayoutsProvider } from "@/server/providers/payouts/payouts-provider";
import { payoutNarration } from "@/server/providers/payouts/payouts-provider";
import { ApiError } from "@/server/http/api-error";
import type { Answer, Claim } from "@/server/idempotency/idempotency";
import { systemAccountId } from "@/server/ledger/accounts";
import { newTransactionReference } from "@/server/ledger/reference";
import { sentOn } from "@/server/limits/daily-usage";
import { presentTransaction, TRANSACTION_COLUMNS, transactionFromSql } from "@/server/history/present-transaction";
import { dailyLimitMessage, lagosDay, tierFor } from "@/lib/limits";
import { koboToDecimalString } from "@/lib/money";
import { transferFeeKobo } from "@/lib/fees";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import { INSUFFICIENT_BALANCE, type TransferInput } from "@/lib/schemas/transfer";
import { resolveRecipient } from "./name-enquiry";
import { submitPayout } from "./submit-payout";

export type TransferDeps = { db: Database; payouts: PayoutsProvider; now?: () => Date };

/** What send_money answers: one row. */
type SendMoneyRow = { outcome: "sent" | "daily_limit"; transaction_id: number | null; payout_id: string | null };

/** What send_money raises when the wallet cannot cover the amount and fee (migration send_money_function). */
const INSUFFICIENT_FUNDS_SQLSTATE = "VL001";

/**
 * Sends money to a bank account: the name is looked up again here (the screen's lookup is not trusted), then
 * one database statement counts the daily limit, debits the wallet, and records the transaction, its entry,
 * the payout and the idempotency key's link, all or nothing (the send_money function: a transfer is the
 * hot path, and it used to be nine round trips). Then the payout goes to the provider, whose answer settles
 * it (Completed, or Failed and refunded) or leaves it Pending for the webhook or the reconciler.
 */
export async function sendMoney(
  deps: TransferDeps,
  user: { id: string; verifiedByBvn: boolean },
  input: TransferInput,
  claim: Claim,
): Promise<Answer> {
  const { db, payouts } = deps;
  const at = deps.now?.() ?? new Date();
  const amountKobo = toKobo(input.amount);
  const feeKobo = transferFeeKobo(amountKobo);
  const tier = tierFor({ bvn: user.verifiedByBvn });
  const day = lagosDay(at);
  const recipient = await resolveRecipient(payouts, input);
  const reference = newTransactionReference();
  const narration = payoutNarration(reference);

  let sent: SendMoneyRow;
  try {
    const { rows } = await db.sql.query<SendMoneyRow>(
      `SELECT * FROM send_money(
         p_user_id => $1::uuid, p_idempotency_key_id => $2::uuid, p_day => $3::date, p_daily_limit => $4::numeric,
         p_amount => $5::numeric, p_fee => $6::numeric, p_description => $7, p_recipient_name => $8,
         p_recipient_account_number => $9, p_recipient_bank => $10, p_bank_code => $11, p_reference => $12,
         p_provider => $13, p_narration => $14, p_at => $15::timestamptz, p_payouts_account_id => $16::uuid,
         p_fees_account_id => $17::uuid)`,
      [
        user.id,
        claim.id,
        day,
        koboToDecimalString(tier.dailySendKobo),
        koboToDecimalString(amountKobo),
        koboToDecimalString(feeKobo),
        input.description || null,
        recipient.accountName,
        input.recipientAccountNumber,
        input.recipientBank,
        recipient.bankCode,
        reference,
        payouts.name,
        narration,
        at,
        systemAccountId("bankPayouts"),
        systemAccountId("fees"),
      ],
    );
    sent = rows[0]!; // a set-returning function that always returns one row
  } catch (error) {
    if ((error as { code?: string }).code === INSUFFICIENT_FUNDS_SQLSTATE) {
      throw new ApiError("unprocessable", INSUFFICIENT_BALANCE);
    }
    throw error;
  }
  if (sent.outcome === "daily_limit") {
    const used = await sentOn(db, user.id, day);
    throw new ApiError("unprocessable", dailyLimitMessage(tier, tier.dailySendKobo - used));
  }

  // What the provider is sent is what the payout row holds, as a resubmission would build it from the row.
  const request: PayoutRequest = {
    reference,
    amountKobo,
    currency: "NGN",
    recipient: {
      accountNumber: input.recipientAccountNumber,
      bankCode: recipient.bankCode,
      accountName: recipient.accountName,
    },
    sender: { name: "Veil" },
    narration,
  };
  await submitPayout(db, payouts, sent.payout_id!, request);
  return transferAnswer(db, sent.transaction_id!);
}

/** The answer for a transfer, as it stands now: also what a retry of a request that died is given. */
export async function transferAnswer(db: Database, transactionId: number): Promise<Answer> {
  const { rows } = await db.sql.query(`SELECT ${TRANSACTION_COLUMNS} FROM "transactions" WHERE "id" = $1`, [
    transactionId,
  ]);
  if (!rows[0]) throw new Error(`No transaction ${transactionId}.`);
  return { status: 200, body: { data: { transaction: presentTransaction(transactionFromSql(rows[0])) } } };
}
