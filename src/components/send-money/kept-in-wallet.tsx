"use client";

import { ClockIcon, WalletIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { ResultPanel } from "@/components/money/result-panel";
import { formatNaira } from "@/lib/money";
import type { TransactionView } from "@/lib/transaction-view";

/**
 * A Card to Account payment that is not a transfer (yet): the card's bank has not confirmed it (the transfer
 * goes as soon as it does), or the card was charged and the transfer refused, so the money is in the wallet.
 */
export function KeptInWallet({ transaction, reason }: { transaction: TransactionView; reason?: string }) {
  const t = useTranslations("sendMoney");
  const language = useLocale();
  const pending = transaction.status === "Pending";
  return (
    <ResultPanel
      Icon={pending ? ClockIcon : WalletIcon}
      tone="text-warning-foreground bg-warning/15"
      title={pending ? t("transferProcessing") : t("keptInWallet")}
      subtitle={t("sendingFromCard", { amount: formatNaira(transaction.amount, language) })}
      transaction={transaction}
      notice={
        <p className="rounded-lg bg-muted px-4 py-3 text-sm" role="status">
          {pending ? t("cardNotConfirmed") : reason}
        </p>
      }
      action={
        <Button asChild variant="outline" size="lg">
          <Link href="/send-money">{t("sendAgain")}</Link>
        </Button>
      }
    />
  );
}
