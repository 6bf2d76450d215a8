import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { StaffAction } from "@/components/staff/staff-action";
import { actionWords } from "@/components/staff/clock-text";
import { formatDateTime } from "@/lib/format-date";
import type { Language } from "@/i18n/locales";
import { unreviewedAnomalies } from "@/server/support";
import { staffPage } from "@/server/web";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("anomalies.title"), robots: { index: false, follow: false } };
}

/** Operations' unreviewed payout and funding anomalies, each marked reviewed with a reason. */
export default async function StaffAnomaliesPage() {
  const access = await staffPage("OPERATIONS", "/staff/anomalies");
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const [t, language, anomalies] = await Promise.all([
    getTranslations("staff"),
    getLocale() as Promise<Language>,
    unreviewedAnomalies(db),
  ]);
  const words = await actionWords(t);
  return (
    <ConsoleFrame staff={access.staff} current="anomalies">
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t("anomalies.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("anomalies.intro")}</p>
        {anomalies.length === 0 ? (
          <p className="rounded-lg border bg-card p-4 text-sm">{t("anomalies.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {anomalies.map((anomaly) => (
              <li key={anomaly.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm">
                <span className="flex flex-wrap gap-2">
                  <span className="rounded-full bg-accent px-2">{t(`anomalies.${anomaly.kind}`)}</span>
                  <span className="font-medium">{anomaly.what}</span>
                  <span>{formatDateTime(anomaly.createdAt, language)}</span>
                </span>
                <span className="font-mono break-all">{anomaly.reference}</span>
                {anomaly.detail && <span className="text-muted-foreground">{anomaly.detail}</span>}
                <StaffAction
                  endpoint={`/api/staff/anomalies/${anomaly.kind}/${anomaly.id}/review`}
                  label={t("anomalies.markReviewed")}
                  note={{ field: "reason", label: t("common.reason"), hint: t("common.reasonHint"), required: true }}
                  done={t("anomalies.reviewed")}
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
