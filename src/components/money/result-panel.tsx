import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import type { LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/transactions/status-badge";
import { shownStatus } from "@/lib/transaction-display";
import type { TransactionView } from "@/lib/transaction-view";
import { DateTime } from "./date-time";
import { DetailList, type DetailRow } from "./detail-list";

/**
 * The last screen of a transfer or a top-up (docs/product.md, Send money and Add money): icon, heading, the transaction's ID, date and
 * real status, Go to Home and one action of the flow's own.
 */
export function ResultPanel({
  Icon,
  tone,
  title,
  subtitle,
  transaction,
  notice,
  action,
}: {
  Icon: LucideIcon;
  /** Classes colouring the icon's circle. */
  tone: string;
  title: string;
  subtitle: ReactNode;
  transaction: TransactionView;
  /** Said between the heading and the details: what is still happening, or what went wrong. */
  notice?: ReactNode;
  action: ReactNode;
}) {
  const t = useTranslations("money");
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className={`grid size-16 place-items-center rounded-full ${tone}`}>
        <Icon className="size-9" aria-hidden />
      </span>
      <div aria-live="polite">
        <h2 className="text-2xl font-bold">{title}</h2>
        <p className="mt-1 text-muted-foreground">{subtitle}</p>
      </div>
      {notice}
      <DetailList
        className="w-full text-left"
        rows={[
          {
            label: t("transactionId"),
            value: <span className="font-mono text-xs">{transaction.transactionReference}</span>,
          },
          { label: t("dateTime"), value: <DateTime at={transaction.transactionDate} /> },
          { label: t("status"), value: <StatusBadge status={shownStatus(transaction)} /> },
          ...(transaction.sessionId
            ? ([
                { label: t("sessionId"), value: <span className="font-mono text-xs">{transaction.sessionId}</span> },
              ] as DetailRow[])
            : []),
        ]}
      />
      {/* Stacked: the flow's own action may be a pair of buttons (Share Receipt, Download PDF), and three
          side by side would not fit a phone. */}
      <div className="flex w-full min-w-0 flex-col gap-3">
        <Button asChild size="lg">
          <Link href="/dashboard">{t("goHome")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={`/transaction/${transaction.id}`}>{t("viewDetails")}</Link>
        </Button>
        {action}
      </div>
    </div>
  );
}
