import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { StaffAction } from "@/components/staff/staff-action";
import { ReconciliationRunForm } from "@/components/staff/reconciliation-run-form";
import { actionWords } from "@/components/staff/clock-text";
import { formatDateTime } from "@/lib/format-date";
import { formatNaira } from "@/lib/money";
import { lagosDay } from "@/lib/limits";

const DAY_MS = 86_400_000;
import type { Language } from "@/i18n/locales";
import { openReconciliationDifferences, reconciliationReports } from "@/server/money";
import { staffPage } from "@/server/web";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("reconciliation.title"), robots: { index: false, follow: false } };
}

/**
 * The daily reconciliation: each day's payouts, card charges and deposits in the ledger against each provider's
 * own records. Open differences first (each resolved with a note), then the runs, an empty one saying so.
 */
export default async function StaffReconciliationPage() {
  const access = await staffPage("OPERATIONS", "/staff/reconciliation");
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const [t, language, differences, runs] = await Promise.all([
    getTranslations("staff"),
    getLocale() as Promise<Language>,
    openReconciliationDifferences(db, { limit: 200 }),
    reconciliationReports(db, { limit: 30 }),
  ]);
  const words = await actionWords(t);
  const now = new Date();
  const naira = (amount: string | null) =>
    amount === null ? t("reconciliation.noRecord") : formatNaira(amount, language);
  return (
    <ConsoleFrame staff={access.staff} current="reconciliation">
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t("reconciliation.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("reconciliation.intro")}</p>
        <ReconciliationRunForm yesterday={lagosDay(new Date(now.getTime() - DAY_MS))} today={lagosDay(now)} />

        <h2 className="text-lg font-semibold">{t("reconciliation.open")}</h2>
        {differences.length === 0 ? (
          <p className="rounded-lg border bg-card p-4 text-sm">{t("reconciliation.noOpen")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {differences.map((difference) => (
              <li
                key={difference.id}
                className="flex flex-col gap-2 rounded-lg border border-destructive/60 bg-card p-3 text-sm"
                data-testid="reconciliation-difference"
              >
                <span className="flex flex-wrap gap-2">
                  <span className="font-medium">{t(`reconciliation.kinds.${difference.kind}`)}</span>
                  <span className="rounded-full bg-accent px-2">
                    {t(`reconciliation.records.${difference.recordType}`)}
                  </span>
                  <span>
                    {difference.day} · {difference.provider}
                  </span>
                </span>
                <span className="font-mono break-all">{difference.reference}</span>
                <span>
                  {t("reconciliation.veil", {
                    amount: naira(difference.veilAmount),
                    status: difference.veilStatus ?? "-",
                  })}
                  {" · "}
                  {t("reconciliation.provider", {
                    amount: naira(difference.providerAmount),
                    status: difference.providerStatus ?? t("reconciliation.noStatus"),
                  })}
                </span>
                {difference.transactionId !== null && (
                  <span className="text-muted-foreground">
                    {t("reconciliation.transaction", { id: difference.transactionId })}
                  </span>
                )}
                <StaffAction
                  endpoint={`/api/staff/reconciliation/differences/${difference.id}/resolve`}
                  label={t("reconciliation.resolve")}
                  note={{
                    field: "reason",
                    label: t("reconciliation.whatWasDone"),
                    hint: t("common.reasonHint"),
                    required: true,
                  }}
                  done={t("reconciliation.resolved")}
                  {...words}
                />
              </li>
            ))}
          </ul>
        )}

        <h2 className="text-lg font-semibold">{t("reconciliation.runs")}</h2>
        <p className="text-sm text-muted-foreground">{t("reconciliation.countsHint")}</p>
        {runs.length === 0 ? (
          <p className="rounded-lg border bg-card p-4 text-sm">{t("reconciliation.noRuns")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {runs.map((run) => (
              <li
                key={run.id}
                className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm"
                data-testid="reconciliation-run"
              >
                <span className="flex flex-wrap gap-2">
                  <span className="font-medium">{run.day}</span>
                  <span>{run.provider}</span>
                  <span className="text-muted-foreground">{formatDateTime(run.finishedAt, language)}</span>
                </span>
                <span>{t("reconciliation.counts", { veil: run.veilCount, provider: run.providerCount })}</span>
                <span className={run.unresolvedCount === 0 ? "text-success" : "text-destructive"}>
                  {run.differenceCount === 0
                    ? t("reconciliation.clean")
                    : t("reconciliation.differences", { count: run.differenceCount, open: run.unresolvedCount })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </ConsoleFrame>
  );
}
