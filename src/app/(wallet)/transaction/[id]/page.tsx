import { Link } from "@/components/ui/link";
import { isVeilWallets } from "@/lib/banks";
import { phoneWritten } from "@/lib/account-number";
import { redirect } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { pageTitle } from "@/i18n/page-title";
import { PageFrame } from "@/components/frame/page-frame";
import { Button } from "@/components/ui/button";
import { DetailList, type DetailRow } from "@/components/money/detail-list";
import { DateTime } from "@/components/money/date-time";
import { StatusBadge } from "@/components/transactions/status-badge";
import { CopyButton } from "@/components/transactions/copy-button";
import { PendingRefresher } from "@/components/transactions/pending-refresher";
import { ScheduledSend } from "@/components/transactions/scheduled-send";
import { ApproximateAmount } from "@/components/money/approximate-amount";
import { ShareReceiptButtons } from "@/components/receipts/share-receipt-buttons";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { db } from "@/server/db";
import { findTransaction, isBeneficiary } from "@/server/money";
import { BeneficiaryActions } from "@/components/beneficiaries/beneficiary-actions";
import { casesForTransaction } from "@/server/support";
import { ReportTransaction } from "@/components/cases/report-transaction";
import {
  amountLook,
  cardToAccountPart,
  describeTransaction,
  detailHeading,
  isHeld,
  isRefunded,
  refundNote,
  shownStatus,
  veilDescriptionKey,
} from "@/lib/transaction-display";
import { formatNaira } from "@/lib/money";
import { Naira } from "@/components/money/naira";
import { cn } from "@/lib/utils";

export const generateMetadata = pageTitle("transaction");

/** The provider's statuses said for what they are; any other is "with the provider". */
const PROVIDER_STATUSES = new Set(["otp", "queued", "received", "pending", "processing"]);
function providerStatusKey(status: string) {
  return (PROVIDER_STATUSES.has(status) ? status : "other") as
    "otp" | "queued" | "received" | "pending" | "processing" | "other";
}

export default orUnavailableNotice(async function TransactionPage({ params }: { params: Promise<{ id: string }> }) {
  const [user, { id }, t, say, language] = await Promise.all([
    requireUser(),
    params,
    getTranslations("transaction"),
    getTranslations("money"),
    getLocale(),
  ]);
  // Another user's transaction is exactly as absent as one that does not exist.
  const transaction = await findTransaction(db, user.id, id, user.appearance.language);
  if (!transaction) redirect("/transactions");
  const shown = describeTransaction(
    transaction.transactionType,
    transaction.recipientName,
    say,
    transaction.recipientBank,
  );
  // A failed top-up never reached the wallet, and a failed or returned transfer came back: neither amount moved,
  // so it is struck through as in the history, never shown as money in or out.
  const unmoved = isRefunded(transaction.status);
  const held = isHeld(transaction.status);
  const { cardPayment, keptInWallet, unsigned } = cardToAccountPart(transaction);
  const look = amountLook(transaction.status, shown.tone, unsigned);
  // A cooling-off send still in its wait: Scheduled, with its countdown and Cancel.
  const scheduledFor = transaction.status === "Pending" ? transaction.scheduledFor : null;
  const label = t(detailHeading({ ...transaction, cardPayment: Boolean(cardPayment) }));
  const rows: DetailRow[] = [{ label: say("dateTime"), value: <DateTime at={transaction.transactionDate} /> }];
  if (transaction.transactionType === "SEND") {
    rows.push(
      { label: t("recipient"), value: transaction.recipientName ?? say("unknownRecipient") },
      {
        label: t("accountNumber"),
        value: (
          <span className="tabular-nums">
            {/* A Veil wallet is its holder's phone number, written as the recipient row writes it. */}
            {transaction.recipientAccountNumber && isVeilWallets(transaction.recipientBank)
              ? phoneWritten(transaction.recipientAccountNumber)
              : (transaction.recipientAccountNumber ?? t("notAvailable"))}
          </span>
        ),
      },
      { label: t("bank"), value: transaction.recipientBank ?? t("notAvailable") },
      { label: t("fee"), value: <Naira amount={transaction.fee} /> },
    );
    if (transaction.sessionId) {
      rows.push({
        label: say("sessionId"),
        value: <span className="font-mono text-xs break-all">{transaction.sessionId}</span>,
      });
    }
  }
  if (cardPayment) {
    // A Card to Account payment that is not (yet) its transfer: whom it was paying.
    rows.push(
      { label: t("paymentFor"), value: transaction.recipientName },
      { label: t("bank"), value: transaction.recipientBank ?? t("notAvailable") },
    );
  }
  if (transaction.transactionType === "RECEIVE") {
    rows.push(
      {
        label: t("from"),
        value:
          transaction.recipientName ??
          (isVeilWallets(transaction.recipientBank) ? t("veilUser") : say("unknownSender")),
      },
      { label: t("sendersBank"), value: transaction.recipientBank ?? t("notAvailable") },
    );
    if (transaction.recipientAccountNumber) {
      rows.push({
        label: t("sendersAccount"),
        value: <span className="tabular-nums">{transaction.recipientAccountNumber}</span>,
      });
    }
  }
  if (transaction.cardLast4)
    rows.push({ label: t("card"), value: `${transaction.cardBrand ?? t("card")} •••• ${transaction.cardLast4}` });
  const veilWords = veilDescriptionKey(transaction.transactionType, transaction.description);
  rows.push({
    label: t("description"),
    value: veilWords ? t(`veilDescriptions.${veilWords}`) : transaction.description || t("noDescription"),
  });
  const [cases, saved] = await Promise.all([
    casesForTransaction(db, user.id, Number(id)),
    isBeneficiary(db, user.id, transaction.recipientBank, transaction.recipientAccountNumber),
  ]);
  const openCase = cases.find((supportCase) => supportCase.status !== "RESOLVED");
  return (
    <PageFrame backHref="/transactions" title={t("title")} showTabs>
      <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-6 md:py-10">
        <section className="flex flex-col items-center gap-2 rounded-2xl border bg-card p-6 text-center">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className={cn("text-4xl font-bold tracking-tight tabular-nums", look.colour)} data-testid="detail-amount">
            <Naira amount={transaction.amount} sign={look.sign} />
          </p>
          <ApproximateAmount amount={transaction.amount} withRate />
          <StatusBadge status={shownStatus(transaction)} />
          {isRefunded(transaction.status) && (
            <p className="mt-2 text-sm text-muted-foreground">
              {refundNote(transaction, formatNaira(transaction.amount, language), say)}
            </p>
          )}
          {held && <p className="mt-2 text-sm text-muted-foreground">{transaction.failureReason}</p>}
          {keptInWallet && <p className="mt-2 text-sm text-muted-foreground">{say("keptInWallet")}</p>}
          {keptInWallet && transaction.failureReason && (
            <p className="text-sm text-muted-foreground" data-testid="kept-reason">
              {transaction.failureReason}
            </p>
          )}
          {transaction.status === "Pending" && !scheduledFor && transaction.providerStatus && (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="provider-status">
              {t(`providerStatus.${providerStatusKey(transaction.providerStatus)}`)}
            </p>
          )}
          {transaction.status === "Pending" && transaction.pendingNotice && (
            <p className="mt-2 text-sm text-muted-foreground" data-testid="pending-notice">
              {openCase ? t("pendingNotice", { reference: openCase.reference }) : t("pendingNoticeNoCase")}
            </p>
          )}
          {transaction.status === "Pending" && <PendingRefresher id={transaction.id} scheduledFor={scheduledFor} />}
        </section>
        {scheduledFor && <ScheduledSend transaction={{ ...transaction, scheduledFor }} />}
        <DetailList rows={rows} />
        <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="text-muted-foreground">{t("reference")}</p>
            <p className="font-mono text-xs break-all" data-testid="reference">
              {transaction.transactionReference}
            </p>
          </div>
          <CopyButton value={transaction.transactionReference} label={t("copyReference")} />
        </div>
        {transaction.transactionType === "SEND" && transaction.recipientAccountNumber && transaction.recipientBank && (
          <BeneficiaryActions
            accountNumber={transaction.recipientAccountNumber}
            bank={transaction.recipientBank}
            saved={saved}
            // An account the bank declined or returned is not offered to be saved; sending again still is.
            canSave={!unmoved}
            // Not while it is on its way: a second send would pay twice before the first is known.
            sendAgain={transaction.status !== "Pending"}
          />
        )}
        <ReportTransaction
          transactionId={id}
          transaction={{ transactionType: transaction.transactionType, status: transaction.status, scheduledFor }}
          cases={cases}
        />
        {/* Not while it waits: a receipt for a send that can still be cancelled is no proof of payment. */}
        {!scheduledFor && <ShareReceiptButtons transactionId={transaction.id} />}
        <Button asChild variant="outline" size="lg">
          <Link href="/transactions">
            <ArrowLeftIcon aria-hidden />
            {t("back")}
          </Link>
        </Button>
      </div>
    </PageFrame>
  );
});
