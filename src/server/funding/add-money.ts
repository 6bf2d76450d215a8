import "server-only";
import type { Database } from "@/server/prisma-client";
import { MONEY_TX } from "@/server/prisma-client";
import { CardsUnavailableError, type CardsProvider, type ChargeStatus } from "@/server/providers/cards/cards-provider";
import type { Answer, Claim } from "@/server/idempotency/idempotency";
import { newTransactionReference } from "@/server/ledger/reference";
import { userTier } from "@/server/limits/user-tier";
import { koboToDecimalString } from "@/lib/money";
import { cardBrand, lastFour } from "@/lib/cards";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import type { AddMoneyInput } from "@/lib/schemas/add-money";
import { fundingAnswer } from "./funding-answer";
import { refreshTopUp } from "./refresh-top-up";
import { applyChargeStatus, CARD_UNREACHABLE } from "./settle-top-up";
import { takeWalletForTopUp } from "./top-up-room";

export type FundingDeps = { db: Database; cards: CardsProvider; now?: () => Date };

/**
 * Adds money by card. The top-up and its charge are recorded as pending first, under the wallet's lock and
 * only if the wallet can take the amount (so nothing is charged that could not be credited), then the card
 * is charged, then the outcome is applied: an approved charge is credited (card settlement -> wallet) or, if
 * that fails, voided; a declined one fails with the acquirer's reason. A charge whose outcome is unknown (a
 * timeout) is verified once at once; if the acquirer still cannot say, the top-up answers pending and the
 * reconciler settles it. Only the card's brand and last four digits are kept.
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
    await takeWalletForTopUp(tx, user.id, tier, amountKobo);
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
    await tx.cardCharge.create({ data: { transactionId: transaction.id, provider: cards.name, createdAt: at } });
    await claim.link(tx, transaction.id);
    return transaction.id;
  }, MONEY_TX);

  const [month, year] = card.expiryDate.split("/");
  let status: ChargeStatus;
  try {
    status = await cards.charge({
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
    status =
      error instanceof CardsUnavailableError
        ? { status: "declined", providerReference: null, reason: CARD_UNREACHABLE }
        : await verifyOrPending(db, cards, transactionId, reference);
  }
  await applyChargeStatus(db, cards, { transactionId, reference, createdAt: at }, status, at);
  return fundingAnswer(db, transactionId);
}

/** Asks once; the check is recorded so that the route's retry path does not ask again at once. */
async function verifyOrPending(
  db: Database,
  cards: CardsProvider,
  transactionId: number,
  reference: string,
): Promise<ChargeStatus> {
  await db.cardCharge.update({ where: { transactionId }, data: { lastCheckedAt: new Date() } });
  try {
    return await cards.verify(reference);
  } catch {
    return { status: "pending" };
  }
}

/**
 * The answer for a top-up a request recorded, given to a retry with its key: a top-up still pending is
 * verified with the acquirer first (at most every few seconds), so that where no reconciler runs (Vercel) a
 * retry settles it.
 */
export async function settledFundingAnswer(db: Database, cards: CardsProvider, transactionId: number): Promise<Answer> {
  await refreshTopUp(db, cards, transactionId);
  return fundingAnswer(db, transactionId);
}
