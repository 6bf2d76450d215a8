"use client";

import { CalendarClockIcon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DetailList } from "@/components/money/detail-list";
import { transferFeeKobo, transferTotalKobo } from "@/lib/fees";
import { parseAmountToKobo } from "@/lib/money";
import { Naira } from "@/components/money/naira";
import type { Recipient } from "./recipient-step";
import { ApproximateAmount } from "@/components/money/approximate-amount";
import { isVeilWallets } from "@/lib/banks";
import { phoneWritten } from "@/lib/account-number";
import { gradePayee } from "@/lib/payee-match";
import { PayeeGradeNote } from "./payee-grade-note";

export function ConfirmStep({
  recipient,
  amount,
  description,
  busy,
  checking = false,
  coolingOffMinutes = null,
  byCard = false,
  onConfirm,
  onEdit,
}: {
  /** Card to Account: the next step chooses the card. */
  byCard?: boolean;
  recipient: Recipient;
  amount: string;
  description: string;
  busy: boolean;
  /** Whether the scam check or a wait applies is still being asked: the button waits for it. */
  checking?: boolean;
  /** A first large send to a new account: it will wait this long, cancellable, before it goes. */
  coolingOffMinutes?: number | null;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  const t = useTranslations("sendMoney");
  const kobo = parseAmountToKobo(amount)!;
  // The payee check is repeated where the money is about to go, above all a No match sent anyway.
  const grade = recipient.payeeName ? gradePayee(recipient.payeeName, recipient.accountName) : null;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">{t("checkDetails")}</p>
      {grade && grade !== "match" && (
        <PayeeGradeNote grade={grade} typed={recipient.payeeName!} bankName={recipient.accountName} sentAnyway />
      )}
      <DetailList
        rows={[
          { label: t("recipient"), value: recipient.accountName },
          { label: t("bank"), value: recipient.bank },
          {
            label: t("accountNumber"),
            value: (
              <span className="tabular-nums">
                {/* A Veil wallet's number as its owner writes it, the way the Recipient line shows it. */}
                {isVeilWallets(recipient.bank) ? phoneWritten(recipient.accountNumber) : recipient.accountNumber}
              </span>
            ),
          },
          {
            label: t("amount"),
            value: (
              <span className="flex flex-col items-end tabular-nums">
                <Naira amount={kobo} />
                <ApproximateAmount amount={kobo} />
              </span>
            ),
          },
          { label: t("noteLabel"), value: description || t("notAvailable") },
        ]}
      />
      <DetailList
        rows={[
          { label: t("fee"), value: <Naira amount={transferFeeKobo(kobo)} className="tabular-nums" /> },
          {
            label: t("total"),
            value: <Naira amount={transferTotalKobo(kobo)} className="text-base font-bold tabular-nums" />,
          },
        ]}
      />
      {coolingOffMinutes !== null && (
        <p
          className="flex gap-2 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
          data-testid="cooling-off-note"
        >
          <CalendarClockIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {t("coolingOffNote", { minutes: coolingOffMinutes })}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onConfirm} disabled={busy || checking} aria-busy={busy || checking}>
          {(busy || checking) && <Loader2Icon className="animate-spin" aria-hidden />}
          {busy ? t("processing") : checking ? t("checkingSend") : byCard ? t("payWithCard") : t("completeTransfer")}
        </Button>
        <Button variant="outline" size="lg" onClick={onEdit} disabled={busy}>
          {t("editTransfer")}
        </Button>
      </div>
    </div>
  );
}
