import { Link } from "@/components/ui/link";
import { ArrowDownLeftIcon, ArrowUpRightIcon, CreditCardIcon, PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { amountLook, cardToAccountPart, describeTransaction, shownStatus } from "@/lib/transaction-display";
import { DateTime } from "@/components/money/date-time";
import { Naira } from "@/components/money/naira";
import type { TransactionView } from "@/lib/transaction-view";
import { cn } from "@/lib/utils";
import { StatusBadge } from "./status-badge";
import { ApproximateAmount } from "@/components/money/approximate-amount";

/** One line of history (dashboard and /transactions): icon, title, date and time, signed amount, status. */
export function TransactionRow({
  transaction,
}: {
  transaction: Pick<
    TransactionView,
    "id" | "transactionType" | "amount" | "recipientName" | "recipientBank" | "status" | "transactionDate"
  > &
    Partial<Pick<TransactionView, "cardLast4">>;
}) {
  const t = useTranslations("money");
  const shown = describeTransaction(
    transaction.transactionType,
    transaction.recipientName,
    t,
    transaction.recipientBank,
  );
  const { paidByCard, cardPayment, keptInWallet, unsigned } = cardToAccountPart(transaction);
  const Icon =
    transaction.transactionType === "SEND"
      ? ArrowUpRightIcon
      : transaction.transactionType === "RECEIVE"
        ? ArrowDownLeftIcon
        : cardPayment
          ? CreditCardIcon
          : PlusIcon;
  const look = amountLook(transaction.status, shown.tone, unsigned);
  return (
    <Link
      href={`/transaction/${transaction.id}`}
      // Wraps: with the text made larger the amount and status go under the title rather than squeezing it.
      className="flex flex-wrap items-center gap-3 rounded-lg px-2 py-3 hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <span
        className={cn(
          "grid size-10 shrink-0 place-items-center rounded-full",
          shown.tone === "debit" ? "bg-destructive/10 text-destructive" : "bg-success/10 text-success",
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-32 flex-1">
        <span className="line-clamp-2 text-sm font-medium [overflow-wrap:anywhere]">{shown.title}</span>
        {/* Card to Account: the wallet only passed the money on; the card paid it. */}
        {paidByCard && (
          <span className="block text-xs text-muted-foreground">
            {/* The dots and the digits stay together on one line. */}
            {t("paidFromCard", { card: `••••\u00a0${transaction.cardLast4}` })}
          </span>
        )}
        {/* A card payment whose transfer did not go: where its money is. */}
        {keptInWallet && <span className="block text-xs text-muted-foreground">{t("keptInWallet")}</span>}
        {/* The time too: two transfers on one day must not look the same. */}
        <DateTime
          at={transaction.transactionDate}
          className="block text-xs text-muted-foreground"
          data-testid="transaction-time"
        />
      </span>
      <span className="ml-auto flex flex-col items-end gap-1">
        <Naira
          amount={transaction.amount}
          sign={look.sign}
          className={cn("text-sm font-semibold tabular-nums", look.colour)}
        />
        <ApproximateAmount amount={transaction.amount} />
        <StatusBadge status={shownStatus(transaction)} />
      </span>
    </Link>
  );
}
