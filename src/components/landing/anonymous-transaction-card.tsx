import { BadgeCheckIcon, LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { formatNaira } from "@/lib/money";

/** What a recipient's bank shows for a Veil transfer: the amount and Veil, never the person who sent it. */
export function AnonymousTransactionCard() {
  const t = useTranslations("landing.sample");
  return (
    <figure
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-[oklch(0.36_0.19_275)] to-[oklch(0.25_0.12_285)] p-6 text-white shadow-xl"
      aria-label={t("label")}
    >
      <div className="flex items-center justify-between text-sm text-white/80">
        <span className="font-medium">{t("creditAlert")}</span>
        <span className="inline-flex items-center gap-1 rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold">
          <LockIcon className="size-3.5" aria-hidden />
          {t("anonymous")}
        </span>
      </div>
      <p className="mt-6 text-sm text-white/75">{t("amountReceived")}</p>
      <p className="text-4xl font-extrabold tracking-tight" data-testid="sample-amount">
        {formatNaira("25000.00")}
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-white/75">{t("from")}</dt>
        <dd className="inline-flex items-center gap-1 font-semibold">
          {t("veilPayments")} <BadgeCheckIcon className="size-4" aria-hidden />
        </dd>
        <dt className="text-white/75">{t("sender")}</dt>
        <dd className="font-mono tracking-wider" data-testid="masked-sender">
          ●●●●●● ●●●●●●
        </dd>
        <dt className="text-white/75">{t("narration")}</dt>
        <dd className="font-mono text-xs leading-5">{t("narrationValue")}</dd>
      </dl>
      <figcaption className="mt-5 border-t border-white/20 pt-4 text-xs text-white/75">{t("caption")}</figcaption>
    </figure>
  );
}
