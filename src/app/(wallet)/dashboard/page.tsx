import type { Metadata } from "next";
import Link from "next/link";
import { ArrowDownLeftIcon, ArrowUpRightIcon, PlusIcon, SendIcon, ShieldCheckIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { requireUser } from "@/server/session";
import { walletSummary } from "@/server/accounts/wallet-summary";
import { formatAmount } from "@/lib/money";
import { maskIdentifier } from "@/lib/wallet-id";
import { describeTransaction, formatDate, statusLabel } from "@/lib/transaction-display";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await requireUser();
  const summary = await walletSummary(user.id);
  return (
    <PageFrame hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 md:py-10">
        <p className="text-sm text-muted-foreground">
          Welcome back, <span className="font-semibold text-foreground">{user.fullName.split(" ")[0]}</span>
        </p>
        <section
          aria-labelledby="balance-label"
          className="rounded-2xl bg-gradient-to-br from-primary to-primary/80 p-6 text-primary-foreground shadow-md"
        >
          <p id="balance-label" className="text-sm opacity-90">
            Available Balance
          </p>
          <p className="mt-1 text-3xl font-bold tracking-tight" data-testid="balance">
            ₦{formatAmount(summary.balance)}
          </p>
          <p className="mt-3 text-xs opacity-90">
            Wallet ID <span className="font-mono tracking-wider">{maskIdentifier(summary.walletId)}</span>
          </p>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button asChild variant="secondary" size="lg">
              <Link href="/send-money">
                <SendIcon aria-hidden />
                Send Money
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/40 bg-white/10 text-primary-foreground hover:bg-white/20"
            >
              <Link href="/add-money">
                <PlusIcon aria-hidden />
                Add Money
              </Link>
            </Button>
          </div>
        </section>
        <Card>
          <CardContent>
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-semibold">Recent Transactions</h2>
              <Link href="/transactions" className="text-sm font-semibold text-primary hover:underline">
                View All
              </Link>
            </div>
            {summary.recent.length === 0 ? (
              <p className="py-8 text-center text-sm text-muted-foreground">No transactions yet</p>
            ) : (
              <ul className="mt-3 divide-y">
                {summary.recent.map((row) => {
                  const shown = describeTransaction(row.transactionType, row.amount, row.recipientName);
                  const Icon = shown.tone === "debit" ? ArrowUpRightIcon : ArrowDownLeftIcon;
                  return (
                    <li key={row.id}>
                      <Link href={`/transaction/${row.id}`} className="flex items-center gap-3 py-3 hover:bg-accent/50">
                        <span
                          className={cn(
                            "grid size-10 place-items-center rounded-full",
                            shown.tone === "debit"
                              ? "bg-destructive/10 text-destructive"
                              : "bg-success/10 text-success",
                          )}
                        >
                          <Icon className="size-5" aria-hidden />
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-medium">{shown.title}</span>
                          <span className="block text-xs text-muted-foreground">{formatDate(row.transactionDate)}</span>
                        </span>
                        <span className="text-right">
                          <span
                            className={cn(
                              "block text-sm font-semibold",
                              shown.tone === "debit" ? "text-destructive" : "text-success",
                            )}
                          >
                            {shown.signed}
                          </span>
                          <span className="block text-xs text-muted-foreground">{statusLabel(row.status)}</span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-start gap-3">
            <ShieldCheckIcon className="mt-0.5 size-6 text-success" aria-hidden />
            <div>
              <h2 className="font-semibold">
                KYC Status: <span className="text-success">Verified</span>
              </h2>
              <p className="text-sm text-muted-foreground">
                Your identity is verified: full transaction limits are unlocked.
              </p>
            </div>
          </CardContent>
        </Card>
      </div>
    </PageFrame>
  );
}
