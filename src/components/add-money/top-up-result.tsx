"use client";

import { CheckCircle2Icon, ClockIcon, Loader2Icon, XCircleIcon } from "lucide-react";
import { ResultPanel } from "@/components/money/result-panel";
import { usePolledTransaction } from "@/components/money/use-polled-transaction";
import { formatNaira } from "@/lib/money";
import type { TransactionView } from "@/lib/transaction-view";

const HEADINGS = {
  Completed: { title: "Money Added Successfully", Icon: CheckCircle2Icon, tone: "bg-success/10 text-success" },
  Pending: { title: "Confirming Your Payment", Icon: ClockIcon, tone: "text-warning-foreground bg-warning/15" },
  Failed: { title: "Payment Failed", Icon: XCircleIcon, tone: "text-destructive bg-destructive/10" },
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
  const transaction = usePolledTransaction(initial, onSettled);
  const heading = HEADINGS[transaction.status as keyof typeof HEADINGS] ?? HEADINGS.Pending;
  const amount = formatNaira(transaction.amount);
  return (
    <ResultPanel
      Icon={heading.Icon}
      tone={heading.tone}
      title={heading.title}
      subtitle={`${amount} from your ${transaction.cardBrand} card ending ${transaction.cardLast4}`}
      transaction={transaction}
      notice={
        transaction.status === "Pending" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2Icon className="size-4 shrink-0 animate-spin" aria-hidden />
            We are confirming this payment with your card&apos;s bank. Your money is safe: you can leave this page, and
            your balance will show it within a few minutes.
          </p>
        ) : transaction.status === "Failed" ? (
          <p className="rounded-lg bg-destructive/10 px-4 py-3 text-sm text-destructive" role="alert">
            {transaction.failureReason ?? "The payment did not go through."} Your card was not charged, or the charge
            has been reversed.
          </p>
        ) : null
      }
      action={action}
    />
  );
}
