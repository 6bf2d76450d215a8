import "server-only";
import type { Database, Tx, Answer } from "@/server/platform";
import { transactionForAnswer, TRANSACTION_FIELDS } from "@/server/money/history/present-transaction";
import { phrase, storedPhrases } from "@/i18n/phrase";
import { currentAction } from "./top-up-steps";

export const TOP_UP_PENDING = phrase("serverErrors.topUpPending");
export const TOP_UP_ACTION = phrase("serverErrors.topUpAction");

/**
 * What a top-up's request, and every retry with its key, answers: the top-up as it stands. One waiting for the
 * person (a PIN, an OTP, a 3-D Secure page) says what the bank asks for, at the top level and beside the
 * transaction.
 */
export async function fundingAnswer(db: Database | Tx, transactionId: number): Promise<Answer> {
  const row = await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: TRANSACTION_FIELDS });
  if (row.status === "FAILED") {
    const failure = storedPhrases(row.failure);
    return { status: 402, body: { message: failure.length > 0 ? failure : [phrase("serverErrors.topUpFailed")] } };
  }
  const transaction = transactionForAnswer(row);
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
