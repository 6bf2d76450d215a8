"use client";

import { useState } from "react";
import { useCountdown } from "@/components/ui/use-countdown";
import { CalendarClockIcon, Loader2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatTime } from "@/lib/format-date";
import { decimalStringToKobo, formatNaira } from "@/lib/money";
import { messageOr, postJson } from "@/lib/http/post-json";
import type { TransactionView } from "@/lib/transaction-view";

export const cancelUrl = (id: number) => `/api/transactions/${id}/cancel`;

/**
 * A cooling-off send while it waits: when it goes, a countdown, why it waits, and Cancel (asked first, since the
 * money comes straight back). `onChange` is given the transaction as the cancellation left it; without it, the
 * page is drawn again.
 */
export function ScheduledSend({
  transaction,
  onChange,
}: {
  transaction: TransactionView & { scheduledFor: string };
  onChange?: (transaction: TransactionView) => void;
}) {
  const t = useTranslations("money.scheduled");
  const router = useRouter();
  const language = useLocale();
  const at = new Date(transaction.scheduledFor);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown(at);
  const waiting = countdown.remainingMs > 0;

  const cancel = async () => {
    setBusy(true);
    try {
      const { data } = await postJson<{ data: { transaction: TransactionView } }>(cancelUrl(transaction.id));
      toast.success(t("cancelled"));
      if (onChange) onChange(data.transaction);
      else router.refresh();
    } catch (error) {
      toast.error(t("cancelFailed"), { description: messageOr(error, "") || undefined });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex w-full flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-left text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold" role="status">
        <CalendarClockIcon className="size-4 shrink-0 text-primary" aria-hidden />
        <span>{t("goesAt", { time: formatTime(at, language) })}</span>
        <span className="font-normal text-muted-foreground tabular-nums" data-testid="scheduled-countdown">
          {waiting ? t("countdown", { time: countdown.text }) : t("goingNow")}
        </span>
      </p>
      <p className="text-muted-foreground">{t("why")}</p>
      {waiting && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="text-destructive" disabled={busy} aria-busy={busy}>
              {busy && <Loader2Icon className="animate-spin" aria-hidden />}
              {t("cancel")}
            </Button>
          }
          title={t("cancelTitle")}
          description={t("cancelBody", {
            // The fee comes back with the amount.
            amount: formatNaira(
              decimalStringToKobo(transaction.amount) + decimalStringToKobo(transaction.fee),
              language,
            ),
            name: transaction.recipientName ?? "",
          })}
          cancel={t("keep")}
          confirm={t("cancel")}
          onConfirm={() => void cancel()}
        />
      )}
    </div>
  );
}
