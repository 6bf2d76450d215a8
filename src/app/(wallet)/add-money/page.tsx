import type { Metadata } from "next";
import { PageFrame } from "@/components/frame/page-frame";
import { AddMoneyScreen } from "@/components/add-money/add-money-screen";
import { requireUser } from "@/server/session";
import { walletOf } from "@/server/accounts/wallet-summary";
import { db } from "@/server/db";

export const metadata: Metadata = { title: "Add Money" };

export default async function AddMoneyPage() {
  const user = await requireUser();
  const wallet = await walletOf(db, user.id);
  return (
    <PageFrame backHref="/dashboard" title="Add Money" hideNavLinks showTabs>
      <div className="mx-auto w-full max-w-lg px-4 py-6 md:py-10">
        <AddMoneyScreen balance={wallet.balance} walletId={wallet.walletId} />
      </div>
    </PageFrame>
  );
}
