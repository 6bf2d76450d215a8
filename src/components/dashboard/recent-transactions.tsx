import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import { TransactionRow } from "@/components/transactions/transaction-row";
import type { TransactionView } from "@/lib/transaction-view";

function Frame({ children }: { children: React.ReactNode }) {
  const t = useTranslations("dashboard");
  return (
    <Card>
      <CardContent>
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-semibold">{t("recentTransactions")}</h2>
          <Link href="/transactions" className="text-sm font-semibold text-primary hover:underline">
            {t("viewAll")}
          </Link>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

export function RecentTransactions({ recent }: { recent: TransactionView[] }) {
  const t = useTranslations("dashboard");
  return (
    <Frame>
      {recent.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">{t("noTransactions")}</p>
      ) : (
        <ul className="mt-2 divide-y" data-testid="recent-transactions">
          {recent.map((transaction) => (
            <li key={transaction.id}>
              <TransactionRow transaction={transaction} />
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}
