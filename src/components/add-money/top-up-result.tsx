"use client";

import { CheckCircle2Icon, ClockIcon, Loader2Icon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { ResultPanel } from "@/components/money/result-panel";
import { usePolledTransaction } from "@/components/money/use-polled-transaction";
import { useNaira } from "@/components/money/naira";
import type { TransactionView } from "@/lib/transaction-view";

const HEADINGS = {
  Completed: { heading: "addedSuccessfully", Icon: CheckCircle2Icon, tone: "bg-success/10 text-success" },
  Pending: { heading: "confirmingPayment", Icon: ClockIcon, tone: "text-warning-foreground bg-warning/15" },
  Failed: { heading: "paymentFailed", Icon: XCircleIcon, tone: "text-destructive bg-destructive/10" },
} as const;

/**
 * A top-up's outcome. One the card processor has not confirmed yet is shown as such and asked about every few
 * seconds until it is credited or failed: never "added" before the money is in the wallet.
 */
export function TopUpResult({
  initial,
  onSettled,
  action,
}: {
  initial: TransactionView;
  onSettled?: (transaction: TransactionView) => void;
  action: React.ReactNode;
}) {
  const t = useTranslations("addMoney");
  const naira = useNaira();
  const [transaction] = usePolledTransaction(initial, onSettled);
  const heading = HEADINGS[transaction.status as keyof typeof HEADINGS] ?? HEADINGS.Pending;
  return (
    <ResultPanel
      Icon={heading.Icon}
      tone={heading.tone}
      title={t(heading.heading)}
      subtitle={t("fromCard", {
        amount: naira(transaction.amount),
        brand: String(transaction.cardBrand),
        last4: String(transaction.cardLast4),
      })}
      transaction={transaction}
      notice={
        transaction.status === "Pending" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2Icon className="size-4 shrink-0 animate-spin" aria-hidden />
            {t("confirmingNotice")}
          </p>
        ) : transaction.status === "Failed" ? (
          <p className="rounded-lg bg-destructive/10 px-4 py-3 text-sm text-destructive" role="alert">
            {t("failedNotice", { reason: transaction.failureReason ?? t("didNotGoThrough") })}
          </p>
        ) : null
      }
      action={action}
    />
  );
}
