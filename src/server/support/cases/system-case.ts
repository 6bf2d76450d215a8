import "server-only";
import type { Tx } from "@/server/platform";
import type { CaseReason } from "@/lib/schemas/support-case";
import { newCaseReference } from "./case-reference";
import { queueCaseToSupport } from "./case-messages";

/**
 * A case Veil opens by itself about one transaction (a payout the bank has not confirmed in a day, a top-up its
 * card's bank has not decided): origin SYSTEM, in the caller's transaction. It is not counted against the
 * person's hourly cases, since they did not ask for it. A transaction has at most one open case
 * (open_transaction_id is unique while open): when one is already open, the person's or another worker's,
 * that one is answered and nothing is written. Support is emailed; the person is told by the caller's message.
 */
export async function openSystemCase(
  tx: Tx,
  input: { userId: string; transactionId: number; reason: CaseReason; note: string },
): Promise<{ reference: string; opened: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const reference = newCaseReference();
    // ON CONFLICT rather than a caught unique violation, which would end the caller's transaction.
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO support_cases (id, reference, user_id, transaction_id, open_transaction_id, reason, note, status, origin)
      VALUES (gen_random_uuid(), ${reference}, ${input.userId}::uuid, ${input.transactionId}, ${input.transactionId},
              ${input.reason}::"SupportCaseReason", ${input.note.slice(0, 1000)}, 'RECEIVED', 'SYSTEM')
      ON CONFLICT DO NOTHING
      RETURNING id`;
    if (row) {
      await tx.supportCaseEvent.create({ data: { caseId: row.id, status: "RECEIVED" } });
      const transaction = await tx.transaction.findUniqueOrThrow({
        where: { id: input.transactionId },
        select: {
          transactionReference: true,
          amount: true,
          status: true,
          transactionType: true,
          transactionDate: true,
          user: { select: { phoneNumber: true, email: true, walletId: true } },
        },
      });
      await queueCaseToSupport(tx, {
        reference,
        reason: input.reason,
        note: input.note,
        userId: input.userId,
        walletId: transaction.user.walletId,
        phoneNumber: transaction.user.phoneNumber,
        email: transaction.user.email,
        signedOut: false,
        transaction: {
          reference: transaction.transactionReference,
          amount: transaction.amount.toString(),
          status: transaction.status,
          type: transaction.transactionType,
          date: transaction.transactionDate,
        },
      });
      return { reference, opened: true };
    }
    const open = await tx.supportCase.findUnique({
      where: { openTransactionId: input.transactionId },
      select: { reference: true },
    });
    if (open) return { reference: open.reference, opened: false };
    // Otherwise the reference was drawn twice out of 887 million: draw again.
  }
  throw new Error(`No case could be opened for transaction ${input.transactionId}.`);
}
