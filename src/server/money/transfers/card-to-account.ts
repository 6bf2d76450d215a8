import "server-only";
import { type Answer, type Claim, type Database, type Tx, ApiError, forEachBounded } from "@/server/platform";
import type { CardsProvider } from "@/server/money/ports/cards-provider";
import { type PayoutsProvider, payoutNarration } from "@/server/money/ports/payouts-provider";
import { newTransactionReference } from "@/server/money/ledger/reference";
import { dailyLimitRefusal } from "@/server/money/limits/daily-usage";
import { addMoney } from "@/server/money/funding/add-money";
import { fundingAnswer } from "@/server/money/funding/funding-answer";
import { refreshTopUp } from "@/server/money/funding/refresh-top-up";
import { isVeilWallets } from "@/lib/banks";
import { transferFeeKobo } from "@/lib/fees";
import { lagosDay } from "@/lib/limits";
import { decimalStringToKobo, koboToDecimalString } from "@/lib/money";
import { amountKobo as toKobo } from "@/lib/schemas/amount";
import type { CardToAccountInput } from "@/lib/schemas/card-to-account";
import type { AddMoneyRequest } from "@/lib/schemas/add-money";
import { type Phrase, phrase, storedPhrases } from "@/i18n/phrase";
import { confirmPayee, resolveRecipient } from "./name-enquiry";
import { sendMoneyPaidByCard } from "./send-money-statement";
import { payoutRequestFor, submitPayout } from "./submit-payout";
import { assessSend, requireScamCheck } from "./risky-send";
import { transferAnswer } from "./send-money";
import type { AuthUser } from "@/server/auth";

export type CardToAccountDeps = { db: Database; cards: CardsProvider; payouts: PayoutsProvider; now?: () => Date };

export const CARD_TO_VEIL = phrase("serverErrors.cardToVeilWallet");
/** Said beside a card payment whose send could not go: the money is in the wallet, and why it stayed. */
export const KEPT_IN_WALLET = phrase("serverErrors.cardSendKeptInWallet");

/** A credited card payment this young is still in the hands of the request that is sending it. */
const SEND_OLDER_THAN_MS = 10_000;

/**
 * Card to Account: pays a bank account from a card. The card is charged for the amount and the transfer's fee
 * into the wallet, as any top-up (its PIN, OTP or 3-D Secure steps, the wallet's room checked first); what to
 * send is recorded with the pending top-up; once the top-up is credited, the send goes out through send_money
 * and the payout as any transfer does, one ledger. A payout the bank refuses is refunded to the wallet, as any
 * transfer's is: the card is not refunded, and the person is told the money is in their wallet. The day's
 * limit is checked before the card is charged (refuseBeyondDailyLimit), and again by send_money.
 */
export async function payFromCard(
  deps: CardToAccountDeps,
  user: Pick<AuthUser, "id" | "sessionId">,
  input: CardToAccountInput,
  claim: Claim,
): Promise<Answer> {
  const { db, payouts } = deps;
  if (isVeilWallets(input.recipientBank)) throw new ApiError("unprocessable", CARD_TO_VEIL);
  const at = deps.now?.() ?? new Date();
  const amountKobo = toKobo(input.amount);
  const feeKobo = transferFeeKobo(amountKobo);
  const recipient = await resolveRecipient(db, payouts, input);
  // The card's key is this request's own (it runs only under a held key): a retry never gets here.
  await confirmPayee(db, input, recipient.accountName, null);
  // A risky payment asks the scam check before the card is charged, as a transfer does (the wait, if any, comes
  // once it is charged: sendWhenCharged).
  const send = { bank: input.recipientBank, accountNumber: recipient.accountNumber, amountKobo };
  const risk = await assessSend(db, user.id, { ...send, canWait: true }, at);
  await requireScamCheck(db, user.id, risk, { ...send, key: claim.key?.key ?? null }, input.scamCheck, async () => {
    const total = amountKobo + feeKobo;
    const beyond = await dailyLimitRefusal(db, user.id, lagosDay(at), total, await cardSendsToGoKobo(db, user.id));
    if (beyond) throw beyond;
  });
  // The card is charged as a top-up of the amount and fee, the transfer recorded with it.
  const charge: AddMoneyRequest = { ...input.payWith, amount: koboToDecimalString(amountKobo + feeKobo) };
  let topUpId = 0;
  // The card payment names whom it pays, so history says so whether or not it becomes the transfer.
  const paying = {
    recipientName: recipient.accountName,
    recipientAccountNumber: recipient.accountNumber,
    recipientBank: input.recipientBank,
    description: input.description || null,
  };
  const record = async (tx: Tx, id: number) => {
    topUpId = id;
    await refuseBeyondDailyLimit(tx, user.id, lagosDay(at), amountKobo + feeKobo);
    await tx.cardSend.create({
      data: {
        topUpId: id,
        userId: user.id,
        amount: koboToDecimalString(amountKobo),
        fee: koboToDecimalString(feeKobo),
        ...paying,
        bankCode: recipient.bankCode,
        // The send goes only while this session is current (send_money checks it when the card is approved).
        sessionId: user.sessionId,
      },
    });
  };
  await addMoney(deps, user, charge, claim, { paying, record }).catch(refuseInCardWords);
  return cardSendAnswer(deps, topUpId);
}

/** What a top-up is refused for (the wallet's room), said as a payment that passes through the wallet. */
const CARD_WORDS: Partial<Record<string, Phrase["key"]>> = {
  "serverErrors.balanceCap": "serverErrors.cardSendBalanceCap",
  "serverErrors.depositCap": "serverErrors.cardSendDepositCap",
  "serverErrors.ledgerMaximum": "serverErrors.cardSendLedgerMaximum",
};

function refuseInCardWords(error: unknown): never {
  const key = error instanceof ApiError ? CARD_WORDS[error.said.key] : undefined;
  if (error instanceof ApiError && key) throw new ApiError(error.code, phrase(key, error.said.values));
  throw error;
}

/**
 * Refuses, before the card is charged, a payment the day's limit could not send: what was sent today, the card
 * payments still to be sent, and this one. addMoney holds the wallet's lock here, which send_money also takes,
 * so payments made at once are counted one after another and none is charged only to be refused.
 */
async function refuseBeyondDailyLimit(tx: Tx, userId: string, day: string, totalKobo: bigint): Promise<void> {
  const refusal = await dailyLimitRefusal(tx, userId, day, totalKobo, await cardSendsToGoKobo(tx, userId));
  if (refusal) throw refusal;
}

/**
 * What Card to Account payments not yet sent will take from the day's limit (their card's bank still deciding,
 * or charged and about to go): the limit a new card payment is checked against, and what the balance page keeps
 * aside from "left today".
 */
export async function cardSendsToGoKobo(db: Database | Tx, userId: string): Promise<bigint> {
  const [pending] = await db.$queryRaw<{ total: string }[]>`
    SELECT COALESCE(SUM(c."amount" + c."fee"), 0)::text AS "total"
      FROM "card_sends" c JOIN "transactions" t ON t."id" = c."top_up_id"
     WHERE c."user_id" = ${userId}::uuid AND c."send_id" IS NULL AND c."refusal" IS NULL
       AND t."status" IN ('PENDING', 'COMPLETED')`;
  return decimalStringToKobo(pending!.total);
}

/**
 * Sends a Card to Account payment whose card top-up is credited and which has not gone yet. Whoever sees the
 * charge approved calls it (the request, the step that finished it, the jobs); send_money lets exactly one
 * send it. A refusal (the day's limit reached meanwhile, the balance spent meanwhile) is recorded, and the
 * money stays in the wallet.
 */
export async function sendWhenCharged(deps: Omit<CardToAccountDeps, "cards">, topUpId: number): Promise<void> {
  const { db, payouts } = deps;
  const card = await db.cardSend.findUnique({
    where: { topUpId },
    include: { topUp: { select: { status: true } } },
  });
  if (!card || card.sendId !== null || card.refusal !== null || card.topUp.status !== "COMPLETED") return;
  const at = deps.now?.() ?? new Date();
  const reference = newTransactionReference();
  const narration = payoutNarration(reference);
  const amountKobo = decimalStringToKobo(card.amount.toFixed(2));
  const recipient = {
    name: card.recipientName,
    accountNumber: card.recipientAccountNumber,
    bank: card.recipientBank,
    bankCode: card.bankCode,
  };
  // A first large payment to a new recipient waits as a transfer does, Scheduled, its money in the wallet's care.
  const risk = await assessSend(
    db,
    card.userId,
    { bank: card.recipientBank, accountNumber: card.recipientAccountNumber, amountKobo, canWait: true },
    at,
  );
  const sendAfter = risk.coolingOffMs === null ? undefined : new Date(at.getTime() + risk.coolingOffMs);
  let payoutId: string;
  try {
    ({ payoutId } = await sendMoneyPaidByCard(db, card.userId, topUpId, {
      key: null,
      day: lagosDay(at),
      amountKobo,
      feeKobo: decimalStringToKobo(card.fee.toFixed(2)),
      description: card.description,
      recipient,
      reference,
      provider: payouts.name,
      narration,
      at,
      sendAfter,
    }));
  } catch (error) {
    // Sent (or refused) already by whoever saw the charge approved first.
    if (error instanceof ApiError && error.code === "conflict") return;
    // Anything but a refusal (the database not answering) is left for the next try.
    if (!(error instanceof ApiError) || error.code !== "unprocessable") throw error;
    await db.cardSend.updateMany({ where: { topUpId, sendId: null }, data: { refusal: [error.said] } });
    return;
  }
  if (sendAfter) return; // the jobs send it when its wait ends
  const request = payoutRequestFor({
    reference,
    amountKobo,
    recipient: { accountNumber: recipient.accountNumber, bankCode: recipient.bankCode, accountName: recipient.name },
    narration,
  });
  await submitPayout(db, payouts, payoutId, request);
}

/**
 * What a Card to Account request, its retries and its card's steps answer: the transfer once it is made; the
 * card payment while it waits (for the person's PIN or OTP, or the bank); the payment with why the money stayed
 * in the wallet if the send was refused.
 */
export async function cardSendAnswer(deps: Omit<CardToAccountDeps, "cards">, topUpId: number): Promise<Answer> {
  const { db } = deps;
  await sendWhenCharged(deps, topUpId);
  const card = await db.cardSend.findUniqueOrThrow({ where: { topUpId }, select: { sendId: true, refusal: true } });
  if (card.sendId !== null) return transferAnswer(db, card.sendId);
  const answer = await fundingAnswer(db, topUpId);
  const refusal = storedPhrases(card.refusal);
  if (answer.status !== 200 || refusal.length === 0) return answer;
  const data = answer.body.data as Record<string, unknown>;
  return { ...answer, body: { data: { ...data, notice: [KEPT_IN_WALLET, ...refusal] } } };
}

/** The same answer for a retry with the request's key: a top-up still pending is asked about first. */
export async function settledCardSendAnswer(deps: CardToAccountDeps, topUpId: number): Promise<Answer> {
  await refreshTopUp(deps.db, deps.cards, topUpId);
  return cardSendAnswer(deps, topUpId);
}

/** The card payment a top-up's reference names, if it pays a transfer: its step routes answer the transfer. */
export async function cardSendOf(db: Database, userId: string, reference: string): Promise<number | null> {
  const row = await db.cardSend.findFirst({
    where: { userId, topUp: { transactionReference: reference } },
    select: { topUpId: true },
  });
  return row?.topUpId ?? null;
}

/** A card step's answer (PIN, OTP, cancel): for a card payment that pays a transfer, the transfer's. */
export async function answerForCardStep(
  deps: Omit<CardToAccountDeps, "cards">,
  userId: string,
  reference: string,
  answer: Answer,
): Promise<Answer> {
  const topUpId = await cardSendOf(deps.db, userId, reference);
  return topUpId === null ? answer : cardSendAnswer(deps, topUpId);
}

/** The transfer a card payment made, once made: where the person back from their bank's page is taken. */
export async function sentFromCard(deps: Omit<CardToAccountDeps, "cards">, topUpId: number): Promise<number | null> {
  await sendWhenCharged(deps, topUpId);
  const row = await deps.db.cardSend.findUnique({ where: { topUpId }, select: { sendId: true } });
  return row?.sendId ?? null;
}

/**
 * The "settle-payouts" job's first part: Card to Account payments credited by a webhook or the card reconciler,
 * or whose request stopped between the credit and the send, are sent.
 */
export async function sendChargedCardPayments(
  db: Database,
  payouts: PayoutsProvider,
  options: { deadline: number },
): Promise<number> {
  const due = await db.$queryRaw<{ top_up_id: number }[]>`
    SELECT c."top_up_id" FROM "card_sends" c JOIN "transactions" t ON t."id" = c."top_up_id"
     WHERE c."send_id" IS NULL AND c."refusal" IS NULL AND t."status" = 'COMPLETED'
       AND c."created_at" < ${new Date(Date.now() - SEND_OLDER_THAN_MS)}
     ORDER BY c."created_at" LIMIT 100`;
  return forEachBounded(due, 4, options.deadline, async ({ top_up_id }) => {
    try {
      await sendWhenCharged({ db, payouts }, top_up_id);
    } catch (error) {
      console.error(`Card payment ${top_up_id} not sent:`, error instanceof Error ? error.message : "unknown");
    }
  });
}
