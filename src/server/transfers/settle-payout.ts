import "server-only";
import type { Database } from "@/server/prisma-client";
import { MONEY_TX } from "@/server/prisma-client";
import type { Answer } from "@/server/idempotency/idempotency";
import { preparedStatement } from "@/server/prepared-statement";
import { systemAccountId } from "@/server/ledger/accounts";
import { postEntry } from "@/server/ledger/post-entry";
import { releaseDailySend } from "@/server/limits/daily-usage";
import { decimalStringToKobo } from "@/lib/money";
import { lagosDay } from "@/lib/limits";

export type Settlement =
  | { outcome: "success"; providerReference: string | null }
  | { outcome: "failed"; providerReference: string | null; reason: string };

/**
 * Moves a pending payout to its final state, once. The status change is a conditional update: of a webhook,
 * its replays and a status poll arriving together, one wins and the others change nothing. A failure is
 * undone by a reversing entry (the postings stay as they were) and no longer counts against the daily limit.
 * Returns true when this call settled the payout.
 */
export async function settlePayout(db: Database, payoutId: string, settlement: Settlement): Promise<boolean> {
  if (settlement.outcome === "success") return settleAcceptedPayout(db, payoutId, settlement.providerReference);
  return db.$transaction(async (tx) => {
    const won = await tx.payout.updateMany({
      where: { id: payoutId, status: "PENDING" },
      data: {
        status: "FAILED",
        settledAt: new Date(),
        failureReason: settlement.reason,
        ...(settlement.providerReference ? { providerReference: settlement.providerReference } : {}),
      },
    });
    if (won.count === 0) return false;
    const payout = await tx.payout.findUniqueOrThrow({
      where: { id: payoutId },
      select: {
        transaction: {
          select: {
            id: true,
            userId: true,
            amount: true,
            fee: true,
            transactionDate: true,
            user: { select: { wallet: { select: { ledgerAccountId: true } } } },
          },
        },
      },
    });
    const transaction = payout.transaction;
    const amountKobo = decimalStringToKobo(transaction.amount.toFixed(2));
    const feeKobo = decimalStringToKobo(transaction.fee.toFixed(2));
    await releaseDailySend(tx, transaction.userId, lagosDay(transaction.transactionDate), amountKobo + feeKobo);
    await postEntry(tx, {
      kind: "transfer-reversal",
      transactionId: transaction.id,
      postings: [
        { accountId: systemAccountId("bankPayouts"), direction: "DEBIT", amountKobo },
        ...(feeKobo > 0n
          ? [{ accountId: systemAccountId("fees"), direction: "DEBIT" as const, amountKobo: feeKobo }]
          : []),
        { accountId: transaction.user.wallet!.ledgerAccountId, direction: "CREDIT", amountKobo: amountKobo + feeKobo },
      ],
    });
    await tx.transaction.update({
      where: { id: transaction.id },
      data: { status: "FAILED", failureReason: settlement.reason },
    });
    return true;
  }, MONEY_TX);
}

const SETTLE_ACCEPTED = preparedStatement(
  "settle-accepted-payout",
  `WITH won AS (
       UPDATE "payouts"
          SET "status" = 'SUCCEEDED', "settled_at" = now(), "failure_reason" = NULL, "updated_at" = now(),
              "submitted_at" = coalesce("submitted_at", now()),
              "provider_reference" = coalesce($2, "provider_reference")
        WHERE "id" = $1::uuid AND "status" = 'PENDING'
       RETURNING "transaction_id"),
     settled AS (
       UPDATE "transactions" SET "status" = 'COMPLETED', "updated_at" = now()
        WHERE "id" IN (SELECT "transaction_id" FROM won)
       RETURNING "id"),
     stored AS (
       UPDATE "idempotency_keys"
          SET "status" = 'COMPLETED', "response_status" = $4, "response_body" = $5::jsonb, "locked_at" = NULL
        WHERE "id" = $3::uuid AND EXISTS (SELECT 1 FROM settled)
       RETURNING "id")
     SELECT (SELECT count(*) FROM settled)::int AS "settled"`,
);

/**
 * The common case, a payout the bank accepted: no money moves (the debit was final when it was sent), so the
 * payout and its transaction change together in one statement, and the conditional update still lets only
 * one of several concurrent reports win. (It was an interactive transaction of six round trips.) A payout
 * accepted on its first submission is marked submitted here too, and the transfer that sent it may store its
 * request's answer under its idempotency key in the same statement (as idempotency.ts's complete() would,
 * one commit fewer). Returns true when this call settled the payout.
 */
export async function settleAcceptedPayout(
  db: Database,
  payoutId: string,
  providerReference: string | null,
  store?: { answer: Answer; keyId: string | null },
): Promise<boolean> {
  const { rows } = await db.sql.query<{ settled: number }>(
    SETTLE_ACCEPTED([
      payoutId,
      providerReference,
      store?.keyId ?? null,
      store?.answer.status ?? null,
      store ? JSON.stringify(store.answer.body) : null,
    ]),
  );
  return rows[0]!.settled === 1;
}
