import type { Metadata } from "next";
import { Suspense } from "react";
import { PageFrame } from "@/components/frame/page-frame";
import { BalanceCard, BalanceCardLoading } from "@/components/dashboard/balance-card";
import { RecentTransactions, RecentTransactionsLoading } from "@/components/dashboard/recent-transactions";
import { KycCard } from "@/components/dashboard/kyc-card";
import { requireUser } from "@/server/session";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await requireUser();
  return (
    <PageFrame hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 md:py-10">
        <p className="text-sm text-muted-foreground">
          Welcome back, <span className="font-semibold text-foreground">{user.fullName.split(" ")[0]}</span>
        </p>
        <Suspense fallback={<BalanceCardLoading />}>
          <BalanceCard userId={user.id} />
        </Suspense>
        <Suspense fallback={<RecentTransactionsLoading />}>
          <RecentTransactions userId={user.id} />
        </Suspense>
        <Suspense fallback={null}>
          <KycCard userId={user.id} />
        </Suspense>
      </div>
    </PageFrame>
  );
}
