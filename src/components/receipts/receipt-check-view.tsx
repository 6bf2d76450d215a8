import { ShieldAlertIcon, ShieldCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { DetailList } from "@/components/money/detail-list";
import { StatusBadge } from "@/components/transactions/status-badge";
import type { ReceiptCheck } from "@/server/documents";

/**
 * The public check page's answer: genuine with the transaction as it stands, not genuine, too many checks, or
 * Veil briefly unable to look (the database is down: nothing is said about the receipt either way).
 */
export function ReceiptCheckView({
  check,
  limited,
  unavailable = false,
}: {
  check: ReceiptCheck;
  limited: boolean;
  unavailable?: boolean;
}) {
  const t = useTranslations("receipts.verify");
  if (limited || unavailable) {
    return (
      <p role="alert" className="rounded-xl border bg-card p-6 text-center text-sm text-muted-foreground">
        {t(unavailable ? "unavailable" : "tooMany")}
      </p>
    );
  }
  if (!check.genuine) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-6 text-center">
        <ShieldAlertIcon className="size-12 text-destructive" aria-hidden />
        <h2 className="text-xl font-semibold text-destructive" data-testid="receipt-verdict">
          {t("notGenuine")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("notGenuineBody")}</p>
      </section>
    );
  }
  const { receipt } = check;
  return (
    <>
      <section className="flex flex-col items-center gap-2 rounded-2xl border bg-card p-6 text-center">
        <ShieldCheckIcon className="size-12 text-success" aria-hidden />
        <h2 className="text-xl font-semibold text-success" data-testid="receipt-verdict">
          {t("genuine")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("genuineBody")}</p>
        <p className="mt-2 text-sm text-muted-foreground">{receipt.title}</p>
        <p className="text-4xl font-bold tracking-tight tabular-nums">{receipt.amount}</p>
        <span data-testid="receipt-status">
          <StatusBadge status={receipt.state} />
        </span>
      </section>
      <DetailList
        rows={[
          ...receipt.rows.map(([label, value]) => ({ label, value })),
          { label: receipt.words.reference, value: receipt.reference },
        ]}
      />
      <p className="text-center text-xs text-muted-foreground">{t("privacy")}</p>
    </>
  );
}
