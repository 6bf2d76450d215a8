import "server-only";
import { type Database, type Tx, ApiError, MONEY_TX, type Answer, type Claim } from "@/server/platform";
import { CardsUnavailableError, type CardsProvider, type ChargeOutcome } from "@/server/money/ports/cards-provider";
import { newTransactionReference } from "@/server/money/ledger/reference";
import { userTier } from "@/server/money/limits/user-tier";
import { koboToDecimalString } from "@/lib/money";
import { VEIL_DESCRIPTIONS } from "@/lib/transaction-display";
import { cardBrand, lastFour } from "@/lib/cards";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import type { AddMoneyRequest } from "@/lib/schemas/add-money";
import { fundingAnswer } from "./funding-answer";
import { refreshTopUp } from "./refresh-top-up";
import { savedCardToCharge } from "./saved-cards";
import { settleOutcome, verifyOrPending } from "./settle-outcome";
import { applyChargeStatus, CARD_UNREACHABLE, type PendingCharge } from "./settle-top-up";
import { takeWalletForTopUp } from "./top-up-room";
import { ACCOUNT_FROZEN, freezeState } from "@/server/auth";

export type FundingDeps = { db: Database; cards: CardsProvider; now?: () => Date };

/**
 * Adds money by card, typed or saved. The top-up and its charge are recorded as pending first, under the
 * wallet's lock and only if the wallet can take the amount (so nothing is charged that could not be credited),
 * then the card is charged, then the outcome is applied (settle-outcome.ts): a step the bank asks for is
 * recorded and answered to the person; an approval is verified and credited (card settlement -> wallet) or,
 * if that fails, voided; a decline fails with the acquirer's reason. A charge whose outcome is unknown (a
 * timeout) is verified once at once; if the acquirer still cannot say, the top-up answers pending and the
 * reconciler settles it. Only the card's brand and last four digits are kept with the top-up.
 */
export async function addMoney(
  deps: FundingDeps,
  user: { id: string },
  input: AddMoneyRequest,
  claim: Claim,
  /**
   * A Card to Account payment: whom the top-up pays (its row names them, so history can say so), and what to
   * write with the pending top-up in its database transaction.
   */
  forSend?: {
    paying: {
      recipientName: string;
      recipientAccountNumber: string;
      recipientBank: string;
      description: string | null;
    };
    record: (tx: Tx, topUpId: number) => Promise<unknown>;
  },
): Promise<Answer> {
  const { db, cards } = deps;
  const at = deps.now?.() ?? new Date();
  const amountKobo = toKobo(input.amount);
  const tier = await userTier(db, user.id);
  const email = await payerEmail(db, user.id);
  const saved = "savedCardId" in input ? await savedCardToCharge(db, user.id, input.savedCardId, cards.name) : null;
  const typed = "cardDetails" in input ? input.cardDetails : null;
  const shown = saved
    ? { cardBrand: saved.brand, cardLast4: saved.last4 }
    : { cardBrand: cardBrand(typed!.cardNumber), cardLast4: lastFour(typed!.cardNumber) };
  const reference = newTransactionReference();

  const transactionId = await db.$transaction(async (tx) => {
    await takeWalletForTopUp(tx, user.id, tier, amountKobo);
    // A frozen account's cards are not charged. Read under the wallet's lock, which a freeze takes before it sets
    // frozen_at: a charge recorded before the freeze goes on, one after it is refused before the card is asked.
    if ((await freezeState(tx, user.id)).frozen) throw new ApiError("unprocessable", ACCOUNT_FROZEN);
    const transaction = await tx.transaction.create({
      data: {
        userId: user.id,
        transactionType: "ADD_MONEY",
        amount: koboToDecimalString(amountKobo),
        status: "PENDING",
        transactionReference: reference,
        transactionDate: at,
        description: VEIL_DESCRIPTIONS.cardTopUp,
        ...shown,
        ...forSend?.paying,
      },
      select: { id: true },
    });
    await tx.cardCharge.create({ data: { transactionId: transaction.id, provider: cards.name, createdAt: at } });
    await forSend?.record(tx, transaction.id);
    await claim.link(tx, transaction.id);
    return transaction.id;
  }, MONEY_TX);

  const charge: PendingCharge = { transactionId, reference, createdAt: at };
  const common = { reference, amountKobo, currency: "NGN" as const, email };
  let outcome: ChargeOutcome;
  try {
    if (saved) {
      outcome = await cards.chargeAuthorization({ ...common, authorizationCode: saved.authorizationCode });
    } else {
      const [month, year] = typed!.expiryDate.split("/");
      outcome = await cards.charge({
        ...common,
        card: {
          number: typed!.cardNumber,
          expiryMonth: Number(month),
          expiryYear: 2000 + Number(year),
          cvv: typed!.cvv,
          holderName: typed!.cardholderName,
        },
      });
    }
  } catch (error) {
    // The provider's error text may echo what it was sent: log only that it failed.
    console.error(`Card charge ${reference} failed to complete:`, error instanceof Error ? error.name : "unknown");
    const status =
      error instanceof CardsUnavailableError
        ? { status: "declined" as const, providerReference: null, reason: CARD_UNREACHABLE }
        : await verifyOrPending(db, cards, charge);
    await applyChargeStatus(db, cards, charge, status, at);
    return fundingAnswer(db, transactionId);
  }
  await settleOutcome(db, cards, charge, outcome, at);
  return fundingAnswer(db, transactionId);
}

/** Acquirers tie a card to a customer by email; a wallet without one is given a stable address of its own. */
async function payerEmail(db: Database, userId: string): Promise<string> {
  const { email, walletId } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, walletId: true },
  });
  return email ?? `wallet-${walletId.replace(/[^a-z0-9]/gi, "").toLowerCase()}@customers.veil.ng`;
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
