"use client";

import { CalendarClockIcon, CheckCircle2Icon, ClockIcon, Loader2Icon, XCircleIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { ResultPanel } from "@/components/money/result-panel";
import { ShareReceiptButtons } from "@/components/receipts/share-receipt-buttons";
import { formatNaira } from "@/lib/money";
import { isRefunded, refundNote } from "@/lib/transaction-display";
import type { TransactionView } from "@/lib/transaction-view";
import { usePolledTransaction } from "@/components/money/use-polled-transaction";
import { BeneficiaryActions } from "@/components/beneficiaries/beneficiary-actions";
import dynamic from "next/dynamic";

// Only a cooling-off send shows it: its code (and its Cancel's dialog) is not part of Send Money's first load.
const ScheduledSend = dynamic(
  () => import("@/components/transactions/scheduled-send").then((module) => module.ScheduledSend),
  { ssr: false, loading: () => null },
);

const SCHEDULED = {
  heading: "transferScheduled",
  Icon: CalendarClockIcon,
  tone: "text-primary bg-primary/10",
} as const;

const HEADINGS = {
  Completed: { heading: "transferSuccessful", Icon: CheckCircle2Icon, tone: "text-success bg-success/10" },
  Pending: { heading: "transferProcessing", Icon: ClockIcon, tone: "text-warning-foreground bg-warning/15" },
  Failed: { heading: "transferFailed", Icon: XCircleIcon, tone: "text-destructive bg-destructive/10" },
  Reversed: { heading: "transferReturned", Icon: XCircleIcon, tone: "text-destructive bg-destructive/10" },
  Cancelled: { heading: "transferCancelled", Icon: XCircleIcon, tone: "text-muted-foreground bg-muted" },
} as const;

export function TransferResult({
  initial,
  notice,
  saved = false,
  onSettled,
}: {
  initial: TransactionView;
  /** Whether the recipient is one of the person's beneficiaries already (saving again keeps the one saved). */
  saved?: boolean;
  /** Said while the transfer is pending, in place of the usual wait: why it is waiting (the bank is not answering). */
  notice?: string;
  onSettled: (transaction: TransactionView) => void;
}) {
  const t = useTranslations("sendMoney");
  const say = useTranslations("money");
  const language = useLocale();
  const [transaction, replace] = usePolledTransaction(initial, onSettled);
  const scheduledFor = transaction.status === "Pending" ? transaction.scheduledFor : null;
  const heading = scheduledFor
    ? SCHEDULED
    : (HEADINGS[transaction.status as keyof typeof HEADINGS] ?? HEADINGS.Pending);
  const amount = formatNaira(transaction.amount, language);
  const recipient = transaction.recipientName ?? t("unknownRecipient");
  return (
    <ResultPanel
      Icon={heading.Icon}
      tone={heading.tone}
      title={t(heading.heading)}
      subtitle={
        <>
          {t("toRecipient", { amount, name: recipient })}
          {/* Card to Account: the card paid it, and the wallet was never touched. */}
          {transaction.cardLast4 && (
            <span className="block text-sm" data-testid="paid-from-card">
              {say("paidFromCard", { card: `••••\u00a0${transaction.cardLast4}` })}
            </span>
          )}
        </>
      }
      transaction={transaction}
      notice={
        scheduledFor ? (
          <ScheduledSend
            transaction={{ ...transaction, scheduledFor }}
            // The cancellation says itself (its toast); the screen shows the transfer as it left it.
            onChange={replace}
          />
        ) : transaction.status === "Pending" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {notice ?? t("waitingForBank")}
          </p>
        ) : isRefunded(transaction.status) ? (
          <p className="rounded-lg bg-destructive/10 px-4 py-3 text-sm text-destructive" role="alert">
            {refundNote(transaction, amount, say)}
          </p>
        ) : null
      }
      action={
        <>
          {/* Not while it waits: a receipt for a send that can still be cancelled is no proof of payment. */}
          {!scheduledFor && <ShareReceiptButtons transactionId={transaction.id} />}
          {transaction.recipientAccountNumber && transaction.recipientBank && (
            <BeneficiaryActions
              accountNumber={transaction.recipientAccountNumber}
              bank={transaction.recipientBank}
              saved={saved}
              // An account the bank declined or returned is not offered to be saved, as on the detail page.
              canSave={!isRefunded(transaction.status)}
            />
          )}
        </>
      }
    />
  );
}
