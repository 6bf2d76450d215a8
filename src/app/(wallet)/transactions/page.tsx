import type { Metadata } from "next";
import { PageFrame } from "@/components/frame/page-frame";
import { TransactionHistory } from "@/components/transactions/transaction-history";
import { DownloadStatement } from "@/components/statements/download-statement";
import { requireUser } from "@/server/session";
import { db } from "@/server/db";
import { listTransactions } from "@/server/history/list-transactions";

export const metadata: Metadata = { title: "Transactions" };

export default async function TransactionsPage() {
  const user = await requireUser();
  const first = await listTransactions(db, user.id, { order: "newest" });
  return (
    <PageFrame backHref="/dashboard" title="Transactions" hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 md:py-10">
        <h2 className="text-2xl font-bold">Transaction History</h2>
        <DownloadStatement />
        <TransactionHistory first={first} />
      </div>
    </PageFrame>
  );
}
