import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import { Naira } from "@/components/money/naira";
import { TransactionRow } from "@/components/transactions/transaction-row";
import type { BalancePart } from "@/server/money";

/** One part of the balance explained: its total, what it means, and the transactions it is made of. */
export function BalancePartCard({
  testId,
  title,
  hint,
  none,
  part,
  action,
}: {
  testId: string;
  title: string;
  hint: string;
  none: string;
  part: BalancePart;
  action?: ReactNode;
}) {
  const t = useTranslations("balance");
  const unlisted = part.count - part.transactions.length;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3" data-testid={testId}>
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="font-semibold">{title}</h3>
          <Naira amount={part.totalKobo} className="font-semibold tabular-nums" />
        </div>
        <p className="text-sm text-muted-foreground">{part.transactions.length > 0 ? hint : none}</p>
        {part.transactions.length > 0 && (
          <ul className="divide-y">
            {part.transactions.map((transaction) => (
              <li key={transaction.id}>
                <TransactionRow transaction={transaction} />
              </li>
            ))}
          </ul>
        )}
        {unlisted > 0 && <p className="text-sm text-muted-foreground">{t("more", { count: unlisted })}</p>}
        {action}
      </CardContent>
    </Card>
  );
}
