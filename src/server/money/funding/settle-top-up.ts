import "server-only";
import { type Database, type Tx, MONEY_TX, storeAnswerFor } from "@/server/platform";
import type { ApprovedCharge, CardsProvider, ChargeStatus } from "@/server/money/ports/cards-provider";
import { systemAccountId } from "@/server/money/ledger/accounts";
import { postEntry } from "@/server/money/ledger/post-entry";
import { decimalStringToKobo } from "@/lib/money";
import { fundingAnswer } from "./funding-answer";
import { keepCard } from "./saved-cards";
import { finishSteps } from "./top-up-steps";
import { phrase, type Phrase } from "@/i18n/phrase";

export const CARD_UNREACHABLE = phrase("serverErrors.cardProcessorUnreachable");
export const TOP_UP_VOIDED = phrase("serverErrors.topUpNotCredited");
export const TOP_UP_ABANDONED = phrase("serverErrors.topUpTimedOut");
/** A charge the acquirer has not heard of this long after it was recorded was never made. */
export const NOT_FOUND_AFTER_MS = 120_000;
/** A charge still waiting this long after it was recorded (a PIN, an OTP, a 3-D Secure page never finished)
 * was abandoned. */
export const ABANDONED_AFTER_MS = 30 * 60_000;

export type PendingCharge = { transactionId: number; reference: string; createdAt: Date };

/**
 * After an approved charge the only outcomes are a credited wallet or a voided charge. Crediting is a
 * conditional update on the top-up's PENDING status, so of a request and the reconciler arriving together
 * exactly one credits. If crediting fails, the top-up is failed first (again conditionally: whoever fails it
 * owns the void, so a void can never race a credit) and the charge is then voided.
 */
export async function applyChargeStatus(
  db: Database,
  cards: CardsProvider,
  charge: PendingCharge,
  status: ChargeStatus,
  now = new Date(),
): Promise<void> {
  switch (status.status) {
    case "approved":
      try {
        if (await creditTopUp(db, charge.transactionId, status)) {
          await keepApprovedCard(db, cards, charge.transactionId, status);
        } else if (await isFailed(db, charge.transactionId)) {
          // Approved after it was given up on (abandoned, or declined then approved): the money goes back.
          await voidCharge(db, cards, charge);
        }
        return;
      } catch (error) {
        console.error(
          `Top-up ${charge.reference} could not be credited:`,
          error instanceof Error ? error.message : "unknown",
        );
      }
      if (await failTopUp(db, charge.transactionId, TOP_UP_VOIDED, { settled: false })) {
        await voidCharge(db, cards, charge);
      }
      return;
    case "declined":
      await failTopUp(db, charge.transactionId, status.reason, { providerReference: status.providerReference });
      return;
    case "voided":
      await failTopUp(db, charge.transactionId, TOP_UP_VOIDED, { voided: true });
      return;
    case "not_found":
      if (now.getTime() - charge.createdAt.getTime() >= NOT_FOUND_AFTER_MS) {
        await failTopUp(db, charge.transactionId, CARD_UNREACHABLE);
      }
      return;
    case "pending":
      if (now.getTime() - charge.createdAt.getTime() >= ABANDONED_AFTER_MS) {
        await failTopUp(db, charge.transactionId, TOP_UP_ABANDONED);
      }
      return;
  }
}

async function isFailed(db: Database, transactionId: number): Promise<boolean> {
  const row = await db.transaction.findUnique({ where: { id: transactionId }, select: { status: true } });
  return row?.status === "FAILED";
}

/** A card the acquirer says can be charged again is kept; failing to keep it never undoes the top-up. */
async function keepApprovedCard(db: Database, cards: CardsProvider, transactionId: number, charge: ApprovedCharge) {
  if (!charge.authorization?.reusable) return;
  try {
    const { userId } = await db.transaction.findUniqueOrThrow({
      where: { id: transactionId },
      select: { userId: true },
    });
    await keepCard(db, userId, cards.name, charge.authorization);
  } catch (error) {
    console.error(`Card of top-up ${transactionId} not saved:`, error instanceof Error ? error.name : "unknown");
  }
}

/** Voids a charge whose top-up was failed; if the acquirer cannot be reached, the reconciler tries again. */
export async function voidCharge(db: Database, cards: CardsProvider, charge: PendingCharge): Promise<void> {
  try {
    await cards.void(charge.reference);
  } catch (error) {
    console.error(
      `Void of top-up ${charge.reference} did not complete:`,
      error instanceof Error ? error.name : "unknown",
    );
    return;
  }
  const at = new Date();
  await db.cardCharge.updateMany({
    where: { transactionId: charge.transactionId },
    data: { voidedAt: at, settledAt: at },
  });
}

/** Thrown when what the acquirer approved is not this top-up: nothing is credited and the charge is voided. */
export class ChargeMismatchError extends Error {
  constructor(field: string) {
    super(`The approved charge's ${field} does not match the top-up.`);
    this.name = "ChargeMismatchError";
  }
}

/**
 * Credits a pending top-up once, only if the acquirer's approval is for its reference, its amount and naira;
 * returns false when it was already settled.
 */
export async function creditTopUp(db: Database, transactionId: number, approved: ApprovedCharge): Promise<boolean> {
  const { providerReference } = approved;
  return db.$transaction(async (tx) => {
    const won = await tx.transaction.updateMany({
      where: { id: transactionId, transactionType: "ADD_MONEY", status: "PENDING" },
      data: { status: "COMPLETED" },
    });
    if (won.count === 0) return false;
    const row = await tx.transaction.findUniqueOrThrow({
      where: { id: transactionId },
      select: {
        amount: true,
        transactionReference: true,
        user: { select: { wallet: { select: { ledgerAccountId: true } } } },
      },
    });
    const amountKobo = decimalStringToKobo(row.amount.toFixed(2));
    if (approved.reference !== row.transactionReference) throw new ChargeMismatchError("reference");
    if (approved.currency !== "NGN") throw new ChargeMismatchError("currency");
    if (approved.amountKobo !== amountKobo) throw new ChargeMismatchError("amount");
    await postEntry(tx, {
      kind: "card-top-up",
      transactionId,
      postings: [
        { accountId: systemAccountId("cardSettlement"), direction: "DEBIT", amountKobo },
        { accountId: row.user.wallet!.ledgerAccountId, direction: "CREDIT", amountKobo },
      ],
    });
    await tx.cardCharge.updateMany({ where: { transactionId }, data: { settledAt: new Date(), providerReference } });
    await finishSteps(tx, transactionId);
    await storeSettledAnswer(tx, transactionId);
    return true;
  }, MONEY_TX);
}

/**
 * Fails a pending top-up once; returns false when it was already settled. `settled: false` leaves the charge
 * for the reconciler until its void is confirmed.
 */
export async function failTopUp(
  db: Database,
  transactionId: number,
  reason: Phrase,
  options: { settled?: boolean; voided?: boolean; providerReference?: string | null } = {},
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const won = await tx.transaction.updateMany({
      where: { id: transactionId, transactionType: "ADD_MONEY", status: "PENDING" },
      data: { status: "FAILED", failure: [reason] },
    });
    if (won.count === 0) return false;
    const at = new Date();
    await tx.cardCharge.updateMany({
      where: { transactionId },
      data: {
        ...(options.settled === false ? {} : { settledAt: at }),
        ...(options.voided ? { voidedAt: at } : {}),
        ...(options.providerReference ? { providerReference: options.providerReference } : {}),
      },
    });
    await finishSteps(tx, transactionId);
    await storeSettledAnswer(tx, transactionId);
    return true;
  }, MONEY_TX);
}

/**
 * A retry with the top-up's idempotency key answers its settled outcome, even when the request that made it
 * died or answered "pending": the stored answer is replaced in the transaction that settles it.
 */
async function storeSettledAnswer(tx: Tx, transactionId: number): Promise<void> {
  await storeAnswerFor(tx, transactionId, await fundingAnswer(tx, transactionId));
}
