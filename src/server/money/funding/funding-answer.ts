import "server-only";
import type { Database, Tx, Answer } from "@/server/platform";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/money/history/present-transaction";
import { currentAction } from "./top-up-steps";

export const TOP_UP_PENDING =
  "We are confirming this payment with your card's bank. Your wallet will show it within a few minutes.";
export const TOP_UP_ACTION = "Your card's bank needs one more step from you before it approves this payment.";

/**
 * What a top-up's request, and every retry with its key, answers: the top-up as it stands. One waiting for the
 * person (a PIN, an OTP, a 3-D Secure page) says what the bank asks for, at the top level and beside the
 * transaction.
 */
export async function fundingAnswer(db: Database | Tx, transactionId: number): Promise<Answer> {
  const row = await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: TRANSACTION_FIELDS });
  if (row.status === "FAILED") return { status: 402, body: { message: row.failureReason ?? "This top-up failed." } };
  const transaction = presentTransaction(row);
  if (row.status !== "PENDING") return { status: 200, body: { data: { transaction } } };
  const action = await currentAction(db, transactionId);
  if (!action) return { status: 202, body: { message: TOP_UP_PENDING, data: { transaction } } };
  return {
    status: 202,
    body: {
      message: TOP_UP_ACTION,
      status: "Pending",
      reference: row.transactionReference,
      action,
      data: { transaction, action },
    },
  };
}
