import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { StaffAction } from "@/components/staff/staff-action";
import { RevealField } from "@/components/staff/reveal-field";
import { actionWords, clockText } from "@/components/staff/clock-text";
import { formatDateTime } from "@/lib/format-date";
import { formatNaira } from "@/lib/money";
import type { Language } from "@/i18n/locales";
import { ApiError } from "@/server/platform";
import { staffCase } from "@/server/support";
import { staffPage } from "@/server/web";
import { db } from "@/server/db";
import { notFound } from "next/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("cases.title"), robots: { index: false, follow: false } };
}

/** One case as support works it: who, what, the payout, the timeline, and the actions its state allows. */
export default async function StaffCasePage({ params }: { params: Promise<{ reference: string }> }) {
  const { reference } = await params;
  const access = await staffPage("SUPPORT", `/staff/cases/${reference}`);
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const view = await staffCase(db, reference).catch((error) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const [t, language] = await Promise.all([getTranslations("staff"), getLocale() as Promise<Language>]);
  const words = await actionWords(t);
  const at = (date: Date | null) => (date ? formatDateTime(date, language) : t("case.never"));
  const clock = view.dueAt ? clockText(t, view.dueAt, new Date()) : null;
  const endpoint = `/api/staff/cases/${view.reference}`;
  const note = { field: "note", label: t("case.noteForPerson"), hint: t("case.noteHint"), required: false };
  const showsPayout = view.reason === "FAILED_BUT_DEBITED" || view.reason === "NOT_RECEIVED";

  return (
    <ConsoleFrame staff={access.staff} current="cases">
      <div className="flex max-w-4xl flex-col gap-4">
        <Link href="/staff" className="text-sm text-primary underline underline-offset-4">
          {t("case.back")}
        </Link>
        <div className="flex flex-wrap items-baseline gap-3">
          <h1 className="text-2xl font-semibold">{t("case.title", { reference: view.reference })}</h1>
          <span className="rounded-full bg-accent px-3 py-1 text-sm font-medium">
            {t(`cases.statuses.${view.status}`)}
          </span>
          {clock && (
            <span className={clock.overdue ? "text-sm font-medium text-destructive" : "text-sm"}>{clock.text}</span>
          )}
        </div>
        <p className="text-sm">
          {t(`cases.reasons.${view.reason}`)} ·{" "}
          {t("cases.originLabel", { origin: t(`cases.origins.${view.origin as "PERSON"}`) })} · {t("cases.opened")}{" "}
          {at(view.openedAt)}
        </p>

        {view.status !== "RESOLVED" && (
          <div className="flex flex-wrap gap-2">
            {view.status === "RECEIVED" && (
              <StaffAction
                endpoint={`${endpoint}/move`}
                label={t("case.acknowledge")}
                body={{ status: "INVESTIGATING", seen: view.status }}
                note={note}
                done={t("case.acknowledged")}
                variant="default"
                {...words}
              />
            )}
            <StaffAction
              endpoint={`${endpoint}/move`}
              label={t("case.resolve")}
              body={{ status: "RESOLVED", seen: view.status }}
              note={{ ...note, required: true }}
              done={t("case.resolved")}
              {...words}
            />
          </div>
        )}

        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">{t("case.person")}</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{view.person.fullName}</span>
              <span className="font-mono">{view.person.phone}</span>
              {view.person.email && <span className="font-mono">{view.person.email}</span>}
              <span>{t("case.tier", { tier: view.person.tier })}</span>
              <Link href={`/staff/people/${view.person.id}`} className="text-primary underline underline-offset-4">
                {t("case.openPerson")}
              </Link>
            </CardContent>
          </Card>
          {view.note && (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">{t("case.note")}</h2>
              </CardHeader>
              <CardContent className="text-sm whitespace-pre-wrap">{view.note}</CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold">{t("case.transaction")}</h2>
            </CardHeader>
            <CardContent className="flex flex-col gap-1 text-sm">
              {view.transaction ? (
                <>
                  <span className="font-mono">{view.transaction.reference}</span>
                  <span>
                    {t(`money.types.${view.transaction.type as "SEND"}`)} ·{" "}
                    {t(`money.transactionStatuses.${view.transaction.status as "PENDING"}`)} ·{" "}
                    {formatNaira(view.transaction.amount, language)}
                  </span>
                  <span>{at(view.transaction.at)}</span>
                  {view.transaction.recipientAccount && (
                    <span className="font-mono">
                      {view.transaction.recipientName} · {view.transaction.recipientAccount} ·{" "}
                      {view.transaction.recipientBank}
                    </span>
                  )}
                </>
              ) : (
                t("case.noTransaction")
              )}
            </CardContent>
          </Card>
          {showsPayout && view.payout && (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">{t("case.payout")}</h2>
              </CardHeader>
              <CardContent className="flex flex-col gap-2 text-sm">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">{t("case.payoutStatus")}</dt>
                  <dd className="font-medium">{t(`money.payoutStatuses.${view.payout.status as "PENDING"}`)}</dd>
                  {view.payout.providerStatus && (
                    <>
                      <dt className="text-muted-foreground">{t("case.providerStatus")}</dt>
                      <dd>{view.payout.providerStatus}</dd>
                    </>
                  )}
                  <dt className="text-muted-foreground">{t("case.providerReference")}</dt>
                  <dd className="font-mono break-all">{view.payout.providerReference ?? t("common.none")}</dd>
                  <dt className="text-muted-foreground">{t("case.submitted")}</dt>
                  <dd>{at(view.payout.submittedAt)}</dd>
                  <dt className="text-muted-foreground">{t("case.lastChecked")}</dt>
                  <dd>{at(view.payout.lastCheckedAt)}</dd>
                  <dt className="text-muted-foreground">{t("case.failureReason")}</dt>
                  <dd>{view.payout.failureReason ?? t("common.none")}</dd>
                </dl>
                {view.payout.status === "PENDING" && (
                  <div>
                    <StaffAction
                      endpoint={`${endpoint}/requery`}
                      label={t("case.requery")}
                      done={t("payouts.requeried")}
                      {...words}
                    />
                  </div>
                )}
                <p className="text-xs text-muted-foreground">{t("case.noRecall")}</p>
              </CardContent>
            </Card>
          )}
          {view.reason === "FRAUD" && view.transaction?.recipientAccount && (
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold">{t("cases.reasons.FRAUD")}</h2>
              </CardHeader>
              <CardContent className="flex flex-col gap-2 text-sm">
                {view.reported ? (
                  <p>{t("case.reportedSince", { at: at(view.reported.at) })}</p>
                ) : (
                  <div>
                    <StaffAction
                      endpoint={`${endpoint}/report-account`}
                      label={t("case.markReported")}
                      note={{
                        field: "reason",
                        label: t("common.reason"),
                        hint: t("case.markReportedHint"),
                        required: true,
                      }}
                      done={t("case.reportedDone")}
                      variant="destructive"
                      {...words}
                    />
                  </div>
                )}
                <p className="text-xs text-muted-foreground">{t("case.noRecall")}</p>
              </CardContent>
            </Card>
          )}
        </div>

        {view.reporters.length > 0 && (
          <section className="flex flex-col gap-2" data-testid="case-reporters">
            <h2 className="text-lg font-semibold">{t("case.reporters")}</h2>
            <p className="text-sm text-muted-foreground">{t("case.reportersHint")}</p>
            <ul className="flex flex-col gap-2">
              {view.reporters.map((report) => (
                <li key={report.id} className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm">
                  <span className="text-muted-foreground">{at(report.at)}</span>
                  <RevealField
                    masked={t("case.contactHidden")}
                    endpoint={`/api/staff/people/${view.person.id}/reveal`}
                    body={{ field: "reporter", reportId: report.id }}
                    texts={{
                      show: t("common.show"),
                      reason: t("common.reason"),
                      hint: t("common.reasonHint"),
                      ...words,
                    }}
                  />
                  {report.note && <p className="whitespace-pre-wrap">{report.note}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{t("case.timeline")}</h2>
          <ol className="flex flex-col gap-2">
            {view.events.map((event, index) => (
              <li key={index} className="rounded-lg border bg-card p-3 text-sm">
                <span className="font-medium">{t(`cases.statuses.${event.status}`)}</span> · {at(event.at)}
                {event.note && <p className="mt-1 whitespace-pre-wrap">{event.note}</p>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </ConsoleFrame>
  );
}
