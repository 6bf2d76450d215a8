import "server-only";
import { cache } from "react";
import type { Database } from "@/server/platform";
import { presentTransaction, TRANSACTION_FIELDS } from "@/server/money/history/present-transaction";
import type { TransactionView } from "@/lib/transaction-view";
import { cleanName } from "@/lib/names";

export type WalletSummary = { walletId: string | null; balance: string };

/** The wallet's ID and balance (exact decimal string, "0.00" when there is no wallet); once per request. */
export const walletOf = cache(async (db: Database, userId: string): Promise<WalletSummary> => {
  const wallet = await db.wallet.findUnique({ where: { userId }, select: { walletId: true, balance: true } });
  return { walletId: wallet?.walletId ?? null, balance: wallet?.balance.toFixed(2) ?? "0.00" };
});

/** The latest transactions, newest first: the dashboard shows three. */
export async function recentTransactions(db: Database, userId: string, count = 3): Promise<TransactionView[]> {
  const rows = await db.transaction.findMany({
    // A card payment that became a transfer is shown as that transfer (Card to Account).
    // As history: a card payment shows as its transfer, or on its own when there is none or it came back.
    where: {
      userId,
      OR: [
        { cardSend: null },
        { cardSend: { sendId: null } },
        { cardSend: { send: { status: { in: ["FAILED", "REVERSED"] } } } },
      ],
    },
    orderBy: [{ transactionDate: "desc" }, { id: "desc" }],
    take: count,
    select: TRANSACTION_FIELDS,
  });
  return rows.map((row) => presentTransaction(row));
}

/**
 * Up to four people the user sent money to lately, newest first, one entry per account: only sends that went
 * or are on their way, so an account its bank declined or sent the money back from is not offered again.
 */
export async function recentRecipients(db: Database, userId: string) {
  const rows = await db.transaction.findMany({
    where: {
      userId,
      transactionType: "SEND",
      status: { in: ["COMPLETED", "PENDING"] },
      recipientName: { not: null },
    },
    orderBy: [{ transactionDate: "desc" }, { id: "desc" }],
    take: 30,
    select: { recipientName: true, recipientAccountNumber: true, recipientBank: true },
  });
  const seen = new Set<string>();
  const recipients: { name: string; accountNumber: string; bank: string }[] = [];
  for (const row of rows) {
    const key = `${row.recipientBank}:${row.recipientAccountNumber}`;
    if (!row.recipientAccountNumber || !row.recipientBank || seen.has(key)) continue;
    seen.add(key);
    recipients.push({
      name: cleanName(row.recipientName!),
      accountNumber: row.recipientAccountNumber,
      bank: row.recipientBank,
    });
    if (recipients.length === 4) break;
  }
  return recipients;
}

/** The cards a user has added money with: only brand and last four digits exist to show. */
export async function cardsUsed(db: Database, userId: string) {
  const rows = await db.transaction.groupBy({
    by: ["cardBrand", "cardLast4"],
    where: { userId, transactionType: "ADD_MONEY", status: "COMPLETED", cardLast4: { not: null } },
    _max: { transactionDate: true },
    _count: { _all: true },
  });
  return rows
    .map((row) => ({
      brand: row.cardBrand ?? "Card",
      last4: row.cardLast4!,
      lastUsed: row._max.transactionDate!,
      uses: row._count._all,
    }))
    .sort((a, b) => b.lastUsed.getTime() - a.lastUsed.getTime());
}
