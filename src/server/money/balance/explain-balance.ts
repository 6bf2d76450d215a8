import "server-only";
import type { Database } from "@/server/platform";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/money/history/present-transaction";
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
  const parts = [
    { transactionType: "SEND", status: "PENDING" },
    { transactionType: "ADD_MONEY", status: "PENDING", cardSend: null },
    { transactionType: "ADD_MONEY", status: "PENDING", cardSend: { isNot: null } },
    { transactionType: "RECEIVE", status: "HELD" },
  ] satisfies Prisma.TransactionWhereInput[];
  const [limits, keptForCardsKobo, ...found] = await Promise.all([
    limitsSummary(db, userId, balanceKobo),
    cardSendsToGoKobo(db, userId),
    ...parts.flatMap((part) => [
      db.transaction.aggregate({ where: { userId, ...part }, _sum: { amount: true }, _count: { _all: true } }),
      db.transaction.findMany({
        where: { userId, ...part },
        orderBy: [{ transactionDate: "desc" }, { id: "desc" }],
        take: LISTED,
        select: TRANSACTION_FIELDS,
      }),
    ]),
  ]);
  const part = (index: number): BalancePart => {
    const total = found[index * 2] as { _sum: { amount: Prisma.Decimal | null }; _count: { _all: number } };
    const rows = found[index * 2 + 1] as Parameters<typeof presentTransaction>[0][];
    return {
      totalKobo: total._sum.amount ? decimalStringToKobo(total._sum.amount.toFixed(2)) : 0n,
      count: total._count._all,
      transactions: rows.map((row) => presentTransaction(row, language)),
    };
  };
  return {
    balanceKobo,
    onTheirWay: part(0),
    beingConfirmed: part(1),
    cardPayments: part(2),
    held: part(3),
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
