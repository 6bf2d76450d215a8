import "server-only";
import type { Database } from "@/server/platform";
import {
  presentTransaction,
  TRANSACTION_DETAIL_FIELDS,
  TRANSACTION_FIELDS,
} from "@/server/money/history/present-transaction";
import { limitsSummary } from "@/server/money/limits/limits-summary";
import { walletOf } from "@/server/money/wallet-summary";
import { cardSendsToGoKobo } from "@/server/money/transfers/card-to-account";
import type { Prisma } from "@/generated/prisma/client";
import { decimalStringToKobo } from "@/lib/money";
import type { TransactionView } from "@/lib/transaction-view";
import type { Language } from "@/i18n/locales";

/** Money that is not in the balance, or has left it and not yet arrived, with the transactions it is made of. */
export type BalancePart = { totalKobo: bigint; count: number; transactions: TransactionView[] };

export type BalanceExplained = {
  balanceKobo: bigint;
  /** Transfers that left the balance and that the recipient's bank has not yet confirmed. */
  onTheirWay: BalancePart;
  /** Cooling-off sends waiting to go: set aside from the balance and the day's limit, cancellable until then. */
  scheduled: BalancePart;
  /** Top-ups a card's bank has not decided yet: not in the balance until it does. */
  beingConfirmed: BalancePart;
  /** Card to Account payments a card's bank has not decided yet: once approved they go to the recipient. */
  cardPayments: BalancePart;
  /** Money received that the wallet's tier cannot hold: kept aside, not in the balance. */
  held: BalancePart;
  /** `keptForCardsKobo`: what card payments not yet sent will take from the day's limit. */
  today: { sentKobo: bigint; limitKobo: bigint; keptForCardsKobo: bigint; leftKobo: bigint };
  /** The most the wallet may hold at its tier, or null when there is no cap. */
  maxBalanceKobo: bigint | null;
};

/** How many of each part are listed by name: the rest are in the total and in the history. */
const LISTED = 20;

/**
 * Why the balance is what it is (issue: Explain my balance): the balance, and beside it what is on its way out,
 * what is still being confirmed, what is held over the tier's cap, and today's sending against the day's limit.
 * Each part's total is summed by the database; its latest transactions are listed to open.
 */
export async function explainBalance(db: Database, userId: string, language: Language): Promise<BalanceExplained> {
  const wallet = await walletOf(db, userId);
  const balanceKobo = decimalStringToKobo(wallet.balance);
  // A pending card charge is a top-up, or a Card to Account payment (its card_sends row) that never reaches the
  // balance: the two are told apart.
  /** One part: its total and count summed by the database, and its latest transactions to open. */
  const part = async (
    where: Prisma.TransactionWhereInput,
    // A scheduled send is listed with when it goes (its payout), so its row says Scheduled.
    select: typeof TRANSACTION_FIELDS | typeof TRANSACTION_DETAIL_FIELDS = TRANSACTION_FIELDS,
  ): Promise<BalancePart> => {
    const [total, rows] = await Promise.all([
      db.transaction.aggregate({ where: { userId, ...where }, _sum: { amount: true }, _count: { _all: true } }),
      db.transaction.findMany({
        where: { userId, ...where },
        orderBy: [{ transactionDate: "desc" }, { id: "desc" }],
        take: LISTED,
        select,
      }),
    ]);
    return {
      totalKobo: total._sum.amount ? decimalStringToKobo(total._sum.amount.toFixed(2)) : 0n,
      count: total._count._all,
      transactions: rows.map((row) => presentTransaction(row, language)),
    };
  };
  // A pending card charge is a top-up, or a Card to Account payment (its card_sends row) that never reaches the
  // balance: the two are told apart.
  const waiting = { sendAfter: { not: null }, submittedAt: null } satisfies Prisma.PayoutWhereInput;
  // The person's own transfers the bank returned when the cap could not take them back are held too (their
  // held_over_cap anomaly names the payout and is not yet reviewed), with their fee.
  const returnedHeld = await db.$queryRaw<{ id: number; fee: string }[]>`
    SELECT t.id, t.fee::text AS fee
      FROM transactions t
      JOIN payouts p ON p.transaction_id = t.id
      JOIN funding_anomalies a ON a.provider_reference = 'payout:' || p.id::text AND a.reason = 'held_over_cap'
     WHERE t.user_id = ${userId}::uuid AND t.transaction_type = 'SEND' AND t.status = 'REVERSED'
       AND a.reviewed_at IS NULL`;
  const returnedFeesKobo = returnedHeld.reduce((sum, row) => sum + decimalStringToKobo(row.fee), 0n);
  const [limits, keptForCardsKobo, onTheirWay, scheduled, beingConfirmed, cardPayments, held] = await Promise.all([
    limitsSummary(db, userId, balanceKobo),
    cardSendsToGoKobo(db, userId),
    part({ transactionType: "SEND", status: "PENDING", NOT: { payout: waiting } }),
    part({ transactionType: "SEND", status: "PENDING", payout: waiting }, TRANSACTION_DETAIL_FIELDS),
    part({ transactionType: "ADD_MONEY", status: "PENDING", cardSend: null }),
    part({ transactionType: "ADD_MONEY", status: "PENDING", cardSend: { isNot: null } }),
    part({
      OR: [{ transactionType: "RECEIVE", status: "HELD" }, { id: { in: returnedHeld.map((row) => row.id) } }],
    }),
  ]);
  held.totalKobo += returnedFeesKobo;
  return {
    balanceKobo,
    onTheirWay,
    scheduled,
    beingConfirmed,
    cardPayments,
    held,
    today: {
      sentKobo: limits.dailySendKobo - limits.leftTodayKobo,
      limitKobo: limits.dailySendKobo,
      keptForCardsKobo,
      // As a new transfer paid by card is checked: what card payments still to go will take is not left.
      leftKobo: limits.leftTodayKobo > keptForCardsKobo ? limits.leftTodayKobo - keptForCardsKobo : 0n,
    },
    maxBalanceKobo: limits.maxBalanceKobo,
  };
}
