import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/money/detail-list";
import { DateTime } from "@/components/money/date-time";
import { StatusBadge } from "@/components/transactions/status-badge";
import { CopyButton } from "@/components/transactions/copy-button";
import { PendingRefresher } from "@/components/transactions/pending-refresher";
import { ApproximateAmount } from "@/components/money/approximate-amount";
import { ShareReceiptButtons } from "@/components/receipts/share-receipt-buttons";
import { requireUser } from "@/server/session";
import { db } from "@/server/db";
import { findTransaction } from "@/server/history/list-transactions";
import { casesForTransaction } from "@/server/cases/case-view";
import { ReportTransaction } from "@/components/cases/report-transaction";
import { describeTransaction, isHeld, isRefunded, refundNote } from "@/lib/transaction-display";
import { formatNaira } from "@/lib/money";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Transaction Details" };

const TYPE_LABELS = { SEND: "Money Sent", RECEIVE: "Money Received", ADD_MONEY: "Money Added" } as const;

export default async function TransactionPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const { id } = await params;
  // Another user's transaction is exactly as absent as one that does not exist.
  const transaction = await findTransaction(db, user.id, id);
  if (!transaction) redirect("/transactions");
  const shown = describeTransaction(transaction.transactionType, transaction.amount, transaction.recipientName);
  // A failed top-up never reached the wallet, and a failed or returned transfer came back: neither amount moved,
  // so it is struck through as in the history, never shown as money in or out.
  const unmoved = isRefunded(transaction.status);
  const held = isHeld(transaction.status);
  const label =
    unmoved && transaction.transactionType === "ADD_MONEY"
      ? "Money Not Added"
      : held
        ? "Money on Hold"
        : TYPE_LABELS[transaction.transactionType];
  const rows: [string, React.ReactNode][] = [["Date & Time", <DateTime at={transaction.transactionDate} />]];
  if (transaction.transactionType === "SEND") {
    rows.push(
      ["Recipient", transaction.recipientName ?? "Unknown Recipient"],
      ["Account Number", <span className="tabular-nums">{transaction.recipientAccountNumber ?? "N/A"}</span>],
      ["Bank", transaction.recipientBank ?? "N/A"],
      ["Fee", formatNaira(transaction.fee)],
    );
    if (transaction.sessionId) {
      rows.push(["Session ID", <span className="font-mono text-xs break-all">{transaction.sessionId}</span>]);
    }
  }
  if (transaction.transactionType === "RECEIVE") {
    rows.push(
      ["From", transaction.recipientName ?? "Unknown Sender"],
      ["Sender's Bank", transaction.recipientBank ?? "N/A"],
    );
    if (transaction.recipientAccountNumber) {
      rows.push(["Sender's Account", <span className="tabular-nums">{transaction.recipientAccountNumber}</span>]);
    }
  }
  if (transaction.cardLast4) rows.push(["Card", `${transaction.cardBrand ?? "Card"} •••• ${transaction.cardLast4}`]);
  rows.push(["Description", transaction.description || "No description"]);
  return (
    <PageFrame backHref="/dashboard" title="Transaction Details" hideNavLinks showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <section className="flex flex-col items-center gap-2 rounded-2xl border bg-card p-6 text-center">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p
            className={cn(
              "text-4xl font-bold tracking-tight tabular-nums",
              unmoved
                ? "text-muted-foreground line-through"
                : held
                  ? "text-muted-foreground"
                  : shown.tone === "debit"
                    ? "text-destructive"
                    : "text-success",
            )}
            data-testid="detail-amount"
          >
            {shown.signed}
          </p>
          <ApproximateAmount amount={transaction.amount} withRate />
          <StatusBadge status={transaction.status} />
          {isRefunded(transaction.status) && (
            <p className="mt-2 text-sm text-muted-foreground">
              {refundNote(transaction, formatNaira(transaction.amount))}
            </p>
          )}
          {held && <p className="mt-2 text-sm text-muted-foreground">{transaction.failureReason}</p>}
          {transaction.status === "Pending" && <PendingRefresher id={transaction.id} />}
        </section>
        <DetailList rows={rows} />
        <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="text-muted-foreground">Reference</p>
            <p className="font-mono text-xs break-all" data-testid="reference">
              {transaction.transactionReference}
            </p>
          </div>
          <CopyButton value={transaction.transactionReference} label="Copy reference" />
        </div>
        <ReportTransaction transactionId={id} cases={await casesForTransaction(db, user.id, Number(id))} />
        <ShareReceiptButtons transactionId={transaction.id} />
        <Button asChild variant="outline" size="lg">
          <Link href="/transactions">
            <ArrowLeftIcon aria-hidden />
            Back to Transactions
          </Link>
        </Button>
      </div>
    </PageFrame>
  );
}
