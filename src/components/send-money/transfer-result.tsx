"use client";

import { CheckCircle2Icon, ClockIcon, Loader2Icon, XCircleIcon } from "lucide-react";
import { ResultPanel } from "@/components/money/result-panel";
import { ShareReceiptButtons } from "@/components/receipts/share-receipt-buttons";
import { formatNaira } from "@/lib/money";
import { isRefunded, refundNote } from "@/lib/transaction-display";
import type { TransactionView } from "@/lib/transaction-view";
import { usePolledTransaction } from "@/components/money/use-polled-transaction";

const HEADINGS = {
  Completed: { title: "Transfer Successful", Icon: CheckCircle2Icon, tone: "text-success bg-success/10" },
  Pending: { title: "Transfer Processing", Icon: ClockIcon, tone: "text-warning-foreground bg-warning/15" },
  Failed: { title: "Transfer Failed", Icon: XCircleIcon, tone: "text-destructive bg-destructive/10" },
  Reversed: { title: "Transfer Returned", Icon: XCircleIcon, tone: "text-destructive bg-destructive/10" },
} as const;

export function TransferResult({
  initial,
  notice,
  onSettled,
}: {
  initial: TransactionView;
  /** Said while the transfer is pending, in place of the usual wait: why it is waiting (the bank is not answering). */
  notice?: string;
  onSettled: (transaction: TransactionView) => void;
}) {
  const transaction = usePolledTransaction(initial, onSettled);
  const heading = HEADINGS[transaction.status as keyof typeof HEADINGS] ?? HEADINGS.Pending;
  const amount = formatNaira(transaction.amount);
  const recipient = transaction.recipientName ?? "Unknown Recipient";
  return (
    <ResultPanel
      Icon={heading.Icon}
      tone={heading.tone}
      title={heading.title}
      subtitle={`${amount} to ${recipient}`}
      transaction={transaction}
      notice={
        transaction.status === "Pending" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {notice ?? "Waiting for the recipient's bank to confirm. You can leave this page: we'll keep checking."}
          </p>
        ) : isRefunded(transaction.status) ? (
          <p className="rounded-lg bg-destructive/10 px-4 py-3 text-sm text-destructive" role="alert">
            {refundNote(transaction, amount)}
          </p>
        ) : null
      }
      action={<ShareReceiptButtons transactionId={transaction.id} />}
    />
  );
}
