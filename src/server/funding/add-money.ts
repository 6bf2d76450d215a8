import "server-only";
import type { Database } from "@/server/prisma-client";
import { MONEY_TX } from "@/server/prisma-client";
import type { CardsProvider, ChargeOutcome } from "@/server/providers/cards/cards-provider";
import { ApiError } from "@/server/http/api-error";
import type { Answer, Claim } from "@/server/idempotency/idempotency";
import { systemAccountId } from "@/server/ledger/accounts";
import { postEntry } from "@/server/ledger/post-entry";
import { newTransactionReference } from "@/server/ledger/reference";
import { userTier } from "@/server/limits/user-tier";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/history/present-transaction";
import { balanceCapMessage } from "@/lib/limits";
import { decimalStringToKobo, koboToDecimalString } from "@/lib/money";
import { cardBrand, lastFour } from "@/lib/cards";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import type { AddMoneyInput } from "@/lib/schemas/add-money";

export const CARD_UNREACHABLE =
  "We could not reach the card processor, and your card was not charged. Please try again.";

export type FundingDeps = { db: Database; cards: CardsProvider; now?: () => Date };

/**
 * Adds money by card. The top-up is recorded as pending first (under a lock on the wallet, so that pending
 * top-ups count against a tier's balance cap and two at once cannot pass it), then the card is charged, then
 * an approved charge is posted: card settlement -> wallet. A declined charge is recorded as failed with the
 * provider's reason, and moves nothing. Only the card's brand and last four digits are kept.
 */
export async function addMoney(
  deps: FundingDeps,
  user: { id: string },
  input: AddMoneyInput,
  claim: Claim,
): Promise<Answer> {
  const { db, cards } = deps;
  const at = deps.now?.() ?? new Date();
  const amountKobo = toKobo(input.amount);
  const tier = await userTier(db, user.id);
  const card = input.cardDetails;
  const reference = newTransactionReference();

  const transactionId = await db.$transaction(async (tx) => {
    const [wallet] = await tx.$queryRaw<{ balance: string; pending: string }[]>`
      SELECT w."balance"::text AS "balance",
             (SELECT COALESCE(SUM(t."amount"), 0)::text FROM "transactions" t
               WHERE t."user_id" = w."user_id" AND t."transaction_type" = 'ADD_MONEY' AND t."status" = 'PENDING') AS "pending"
        FROM "wallets" w WHERE w."user_id" = ${user.id}::uuid FOR UPDATE`;
    if (!wallet) throw new ApiError("not_found", "Your wallet was not found.");
    if (tier.maxBalanceKobo !== null) {
      const held = decimalStringToKobo(wallet.balance) + decimalStringToKobo(wallet.pending);
      if (held + amountKobo > tier.maxBalanceKobo) {
        throw new ApiError("unprocessable", balanceCapMessage(tier.maxBalanceKobo, tier.maxBalanceKobo - held));
      }
    }
    const transaction = await tx.transaction.create({
      data: {
        userId: user.id,
        transactionType: "ADD_MONEY",
        amount: koboToDecimalString(amountKobo),
        status: "PENDING",
        transactionReference: reference,
        transactionDate: at,
        description: "Card top-up",
        cardBrand: cardBrand(card.cardNumber),
        cardLast4: lastFour(card.cardNumber),
      },
      select: { id: true },
    });
    await claim.link(tx, transaction.id);
    return transaction.id;
  }, MONEY_TX);

  const [month, year] = card.expiryDate.split("/");
  let outcome: ChargeOutcome;
  try {
    outcome = await cards.charge({
      reference,
      amountKobo,
      currency: "NGN",
      card: {
        number: card.cardNumber,
        expiryMonth: Number(month),
        expiryYear: 2000 + Number(year),
        cvv: card.cvv,
        holderName: card.cardholderName,
      },
    });
  } catch (error) {
    // The provider's error text may echo what it was sent: log only that it failed.
    console.error(`Card charge ${reference} failed to complete:`, error instanceof Error ? error.name : "unknown");
    outcome = { status: "declined", providerReference: null, reason: CARD_UNREACHABLE };
  }

  if (outcome.status === "declined") {
    await db.transaction.update({
      where: { id: transactionId },
      data: { status: "FAILED", failureReason: outcome.reason },
    });
    throw new ApiError("payment_required", outcome.reason);
  }
  await db.$transaction(async (tx) => {
    const wallet = await tx.wallet.findUniqueOrThrow({ where: { userId: user.id }, select: { ledgerAccountId: true } });
    await postEntry(tx, {
      kind: "card-top-up",
      transactionId,
      postings: [
        { accountId: systemAccountId("cardSettlement"), direction: "DEBIT", amountKobo },
        { accountId: wallet.ledgerAccountId, direction: "CREDIT", amountKobo },
      ],
    });
    await tx.transaction.update({ where: { id: transactionId }, data: { status: "COMPLETED" } });
  }, MONEY_TX);
  return fundingAnswer(db, transactionId);
}

export async function fundingAnswer(db: Database, transactionId: number): Promise<Answer> {
  const row = await db.transaction.findUniqueOrThrow({ where: { id: transactionId }, select: TRANSACTION_FIELDS });
  if (row.status === "FAILED") return { status: 402, body: { message: row.failureReason ?? CARD_UNREACHABLE } };
  return { status: 200, body: { data: { transaction: presentTransaction(row) } } };
}
