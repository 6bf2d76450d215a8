import "server-only";
import type { Database, Tx } from "@/server/prisma-client";
import type { Answer } from "@/server/idempotency/idempotency";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/history/present-transaction";

export const TOP_UP_PENDING =
  "We are confirming this payment with your card's bank. Your wallet will show it within a few minutes.";

/** What a top-up's request, and every retry with its key, answers: the top-up as it stands. */
export async function fundingAnswer(db: Database | Tx, transactionId: number): Promise<Answer> {
  const row = await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: TRANSACTION_FIELDS });
  if (row.status === "FAILED") return { status: 402, body: { message: row.failureReason ?? "This top-up failed." } };
  const transaction = presentTransaction(row);
  if (row.status === "PENDING") return { status: 202, body: { message: TOP_UP_PENDING, data: { transaction } } };
  return { status: 200, body: { data: { transaction } } };
}
