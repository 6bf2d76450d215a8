import "server-only";
import { db } from "@/server/db";

/** What the dashboard shows: the balance, the wallet ID and the three latest transactions. */
export async function walletSummary(userId: string) {
  const [wallet, recent] = await Promise.all([
    db.wallet.findUnique({ where: { userId }, select: { walletId: true, balance: true } }),
    db.transaction.findMany({
      where: { userId },
      orderBy: [{ transactionDate: "desc" }, { id: "desc" }],
      take: 3,
      select: {
        id: true,
        transactionType: true,
        amount: true,
        recipientName: true,
        status: true,
        transactionDate: true,
      },
    }),
  ]);
  return {
    walletId: wallet?.walletId ?? null,
    balance: wallet?.balance.toFixed(2) ?? "0.00",
    recent: recent.map((row) => ({ ...row, amount: row.amount.toFixed(2) })),
  };
}
