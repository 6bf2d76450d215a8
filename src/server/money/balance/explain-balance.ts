import "server-only";
import type { Database } from "@/server/platform";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/money/history/present-transaction";
import { limitsSummary } from "@/server/money/limits/limits-summary";
import { walletOf } from "@/server/money/wallet-summary";
import { decimalStringToKobo } from "@/lib/money";
import type { TransactionView } from "@/lib/transaction-view";
import type { Language } from "@/i18n/locales";

/** Money that is not in the balance, or has left it and not yet arrived, with the transactions it is made of. */
export type BalancePart = { totalKobo: bigint; count: number; transactions: TransactionView[] };

export type BalanceExplained = {
  balanceKobo: bigint;
  /** Transfers that left the balance and that the recipient's bank has not yet confirmed. */
  onTheirWay: BalancePart;
  /** Top-ups (and card payments) a card's bank has not decided yet: not in the balance until it does. */
  beingConfirmed: BalancePart;
  /** Money received that the wallet's tier cannot hold: kept aside, not in the balance. */
  held: BalancePart;
  today: { sentKobo: bigint; limitKobo: bigint; leftKobo: bigint };
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
  const parts = [
    { transactionType: "SEND", status: "PENDING" },
    { transactionType: "ADD_MONEY", status: "PENDING" },
    { transactionType: "RECEIVE", status: "HELD" },
  ] as const;
  const [limits, totals, ...lists] = await Promise.all([
    limitsSummary(db, userId, balanceKobo),
    db.transaction.groupBy({
      by: ["transactionType", "status"],
      where: { userId, OR: parts.map((part) => ({ ...part })) },
      _sum: { amount: true },
      _count: { _all: true },
    }),
    ...parts.map((part) =>
      db.transaction.findMany({
        where: { userId, ...part },
        orderBy: [{ transactionDate: "desc" }, { id: "desc" }],
        take: LISTED,
        select: TRANSACTION_FIELDS,
      }),
    ),
  ]);
  const part = (index: number): BalancePart => {
    const { transactionType, status } = parts[index]!;
    const total = totals.find((row) => row.transactionType === transactionType && row.status === status);
    const sum = total?._sum.amount;
    return {
      totalKobo: sum ? decimalStringToKobo(sum.toFixed(2)) : 0n,
      count: total?._count._all ?? 0,
      transactions: lists[index]!.map((row) => presentTransaction(row, language)),
    };
  };
  return {
    balanceKobo,
    onTheirWay: part(0),
    beingConfirmed: part(1),
    held: part(2),
    today: {
      sentKobo: limits.dailySendKobo - limits.leftTodayKobo,
      limitKobo: limits.dailySendKobo,
      leftKobo: limits.leftTodayKobo,
    },
    maxBalanceKobo: limits.maxBalanceKobo,
  };
}
