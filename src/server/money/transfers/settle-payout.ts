import "server-only";
import { type Database, type Tx, MONEY_TX, type Answer, preparedStatement } from "@/server/platform";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { postEntry } from "@/server/money/ledger/post-entry";
import { releaseDailySend } from "@/server/money/limits/daily-usage";
import { decimalStringToKobo, koboToDecimalString } from "@/lib/money";
import { walletHoldingsUnderLock } from "@/server/money/funding/top-up-room";
import { userTier } from "@/server/money/limits/user-tier";
import { closureOf } from "@/server/support";
import { lagosDay } from "@/lib/limits";
import { recordPayoutAnomaly } from "./payout-anomaly";
import { phrase, type Phrase } from "@/i18n/phrase";
import { sayPhrase } from "@/i18n/say-phrase";

/** What the provider says became of a payout. `reversed`: the bank returned money it had accepted. */
export type Settlement = (
  | { outcome: "success"; providerReference: string | null }
  | { outcome: "failed" | "reversed"; providerReference: string | null; reason: Phrase }
) & { sessionId?: string | null };

/**
 * Moves a payout to its final state, once. Each change is a conditional update from the state it leaves: of
 * a webhook, its replays and a status poll arriving together, one wins and the others change nothing. A
 * pending payout that fails, or one that succeeded and is then returned, is refunded by an entry of its own
 * (the postings stay as they were) and no longer counts against the daily limit. A report that contradicts
 * a refunded payout (success after failed) changes nothing and is kept for review. Returns true when this
 * call changed the payout.
 */
export async function settlePayout(db: Database, payoutId: string, settlement: Settlement): Promise<boolean> {
  let changed: boolean;
  if (settlement.outcome === "success") {
    changed = await settleAcceptedPayout(db, payoutId, settlement);
  } else {
    changed = await refund(db, payoutId, "PENDING", "FAILED", settlement);
    if (!changed && settlement.outcome === "reversed") {
      changed = await refund(db, payoutId, "SUCCEEDED", "REVERSED", settlement);
    }
  }
  if (!changed) {
    // A report that agrees with a settled payout may be the first to carry the NIP session id.
    if (settlement.sessionId) {
      await db.payout.updateMany({
        where: { id: payoutId, sessionId: null },
        data: { sessionId: settlement.sessionId },
      });
    }
    await recordPayoutAnomaly(db, payoutId, settlement);
  }
  return changed;
}

/**
 * Cancels a cooling-off send its sender no longer wants, refunded as a failed payout is. Only while its wait is
 * running by the database's clock as the update runs (clock_timestamp(): now() is when the transaction began,
 * which may be before the wait ended), and only if the jobs have not taken it: refreshPayout's claim, made once
 * the wait is over, leaves last_checked_at at or after send_after. Of the two, one wins.
 */
export async function cancelScheduledPayout(db: Database, payoutId: string, reason: Phrase): Promise<boolean> {
  return refund(db, payoutId, "SCHEDULED", "FAILED", { providerReference: null, reason });
}

async function refund(
  db: Database,
  payoutId: string,
  from: "PENDING" | "SUCCEEDED" | "SCHEDULED",
  to: "FAILED" | "REVERSED",
  settlement: { providerReference: string | null; reason: Phrase; sessionId?: string | null },
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    // The payout's own record is for staff, in English; the person's transaction keeps the phrase.
    const failureReason = sayPhrase(settlement.reason, "en");
    const won =
      from === "SCHEDULED"
        ? await tx.$executeRaw`
            UPDATE payouts SET status = 'FAILED', settled_at = now(), failure_reason = ${failureReason},
                               updated_at = now()
             WHERE id = ${payoutId}::uuid AND status = 'PENDING' AND submitted_at IS NULL
               AND send_after > clock_timestamp()
               AND (last_checked_at IS NULL OR last_checked_at < send_after)`
        : (
            await tx.payout.updateMany({
              where: { id: payoutId, status: from },
              data: {
                status: to,
                settledAt: new Date(),
                failureReason,
                ...(settlement.providerReference ? { providerReference: settlement.providerReference } : {}),
                ...(settlement.sessionId ? { sessionId: settlement.sessionId } : {}),
              },
            })
          ).count;
    if (won === 0) return false;
    const { transaction } = await tx.payout.findUniqueOrThrow({
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
    const amountKobo = decimalStringToKobo(transaction.amount.toFixed(2));
    const feeKobo = decimalStringToKobo(transaction.fee.toFixed(2));
    // A pending transfer's refund always fits (top-ups count pending transfers). Money returned after a success
    // may not: what the tier's cap cannot take is held, as a deposit over the cap is, never credited past it.
    const heldMessage = to === "REVERSED" ? await returnOverCap(tx, transaction.userId, amountKobo + feeKobo) : null;
    // The wallet first, then the day's usage: the order send_money locks them in.
    await postEntry(tx, {
      kind: heldMessage ? "transfer-returned-held" : to === "REVERSED" ? "transfer-returned" : "transfer-reversal",
      transactionId: transaction.id,
      postings: [
        { accountId: systemAccountId("bankPayouts"), direction: "DEBIT", amountKobo },
        ...(feeKobo > 0n
          ? [{ accountId: systemAccountId("fees"), direction: "DEBIT" as const, amountKobo: feeKobo }]
          : []),
        {
          accountId: heldMessage ? systemAccountId("heldDeposits") : transaction.user.wallet!.ledgerAccountId,
          direction: "CREDIT",
          amountKobo: amountKobo + feeKobo,
        },
      ],
    });
    await releaseDailySend(tx, transaction.userId, lagosDay(transaction.transactionDate), amountKobo + feeKobo);
    await tx.transaction.update({
      where: { id: transaction.id },
      data: {
        status: to,
        failure: heldMessage ? [settlement.reason, heldMessage] : [settlement.reason],
      },
    });
    if (heldMessage) {
      await tx.fundingAnomaly.create({
        data: {
          providerReference: `payout:${payoutId}`,
          reason: "held_over_cap",
          detail: `Transaction ${transaction.id}: a returned transfer the wallet could not take (over its cap, or closing).`,
        },
      });
    }
    return true;
  }, MONEY_TX);
}

const SETTLE_ACCEPTED = preparedStatement(
  "settle-accepted-payout",
  `WITH won AS (
       UPDATE "payouts"
          SET "status" = 'SUCCEEDED', "settled_at" = now(), "failure_reason" = NULL, "updated_at" = now(),
              "submitted_at" = coalesce("submitted_at", now()),
              "provider_reference" = coalesce($2, "provider_reference"),
              "session_id" = coalesce($6, "session_id")
        WHERE "id" = $1::uuid AND "status" = 'PENDING'
       RETURNING "transaction_id"),
     settled AS (
       UPDATE "transactions" SET "status" = 'COMPLETED', "updated_at" = now()
        WHERE "id" IN (SELECT "transaction_id" FROM won)
       RETURNING "id"),
     stored AS (
       SELECT "idempotency_store"($3::uuid, $4, $5::jsonb) FROM settled WHERE $3::uuid IS NOT NULL)
     SELECT (SELECT count(*) FROM settled)::int AS "settled", (SELECT count(*) FROM stored)::int AS "stored"`,
);

/**
 * The common case, a payout the bank accepted: no money moves (the debit was final when it was sent), so the
 * payout and its transaction change together in one statement, and the conditional update still lets only
 * one of several concurrent reports win. A payout accepted on its first submission is marked submitted here
 * too, and the transfer that sent it passes its key so that its answer is stored (idempotency_store) in the
 * same statement. Returns true when this call settled the payout.
 */
export async function settleAcceptedPayout(
  db: Database,
  payoutId: string,
  accepted: { providerReference: string | null; sessionId?: string | null },
  store?: { answer: Answer; keyId: string | null },
): Promise<boolean> {
  const { rows } = await db.sql.query<{ settled: number }>(
    SETTLE_ACCEPTED([
      payoutId,
      accepted.providerReference,
      store?.keyId ?? null,
      store?.answer.status ?? null,
      store ? JSON.stringify(store.answer.body) : null,
      accepted.sessionId ?? null,
    ]),
  );
  return rows[0]!.settled === 1;
}

/**
 * The sentence for a return the wallet cannot take, or null when it fits (under the wallet's lock, which a
 * closure request takes too): none while the account is closing or closed (no money comes in then), and none
 * beyond the tier's cap. Held returns come back by the rule every held deposit meets (walletCanTake).
 */
async function returnOverCap(tx: Tx, userId: string, returnedKobo: bigint): Promise<Phrase | null> {
  const holdings = await walletHoldingsUnderLock(tx, userId);
  if (await closureOf(tx, userId)) {
    return phrase("serverErrors.returnHeldClosing", { amount: { naira: koboToDecimalString(returnedKobo) } });
  }
  const cap = (await userTier(tx, userId)).maxBalanceKobo;
  if (cap === null) return null;
  if (holdings + returnedKobo <= cap) return null;
  return phrase("serverErrors.returnHeld", {
    amount: { naira: koboToDecimalString(returnedKobo) },
    cap: { naira: koboToDecimalString(cap) },
  });
}
