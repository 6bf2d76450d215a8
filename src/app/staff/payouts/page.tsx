import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { StaffAction } from "@/components/staff/staff-action";
import { actionWords, spanText } from "@/components/staff/clock-text";
import { formatDateTime } from "@/lib/format-date";
import { formatNaira } from "@/lib/money";
import type { Language } from "@/i18n/locales";
import { pendingPayouts } from "@/server/support";
import { staffPage } from "@/server/web";
import { db } from "@/server/db";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("payouts.title"), robots: { index: false, follow: false } };
}

/** Operations' list of pending payouts, oldest first, those pending over a day marked; each can be requeried. */
export default async function StaffPayoutsPage() {
  const access = await staffPage("OPERATIONS", "/staff/payouts");
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const [t, language, payouts] = await Promise.all([
    getTranslations("staff"),
    getLocale() as Promise<Language>,
    pendingPayouts(db),
  ]);
  const words = await actionWords(t);
  return (
    <ConsoleFrame staff={access.staff} current="payouts">
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t("payouts.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("payouts.intro")}</p>
        {payouts.length === 0 ? (
          <p className="rounded-lg border bg-card p-4 text-sm">{t("payouts.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {payouts.map((payout) => (
              <li
                key={payout.id}
                className={cn(
                  "flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm sm:flex-row sm:items-center sm:justify-between",
                  payout.stuck && "border-destructive",
                )}
              >
                <div className="flex flex-col gap-1">
                  <span className="flex flex-wrap gap-2">
                    <span className="font-mono">{payout.reference}</span>
                    <span className="font-medium">{formatNaira(payout.amount, language)}</span>
                    {payout.stuck && (
                      <span className="rounded-full bg-destructive/10 px-2 text-destructive">{t("payouts.stuck")}</span>
                    )}
                  </span>
                  <span>
                    {t("payouts.age", { time: spanText(t, payout.ageMs) })} ·{" "}
                    {formatDateTime(payout.pendingSince, language)}
                  </span>
                  <span className="font-mono">
                    {payout.accountName} · {payout.accountNumber} · {payout.bankCode}
                  </span>
                  {payout.providerStatus && (
                    <span data-testid="provider-status">
                      {t("payouts.providerStatus", { status: payout.providerStatus })}
                    </span>
                  )}
                  <span className="text-muted-foreground">
                    {t("case.lastChecked")}:{" "}
                    {payout.lastCheckedAt ? formatDateTime(payout.lastCheckedAt, language) : t("case.never")}
                  </span>
                </div>
                <StaffAction
                  endpoint={`/api/staff/payouts/${payout.id}/requery`}
                  label={t("payouts.requery")}
                  done={t("payouts.requeried")}
                  {...words}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </ConsoleFrame>
  );
}
