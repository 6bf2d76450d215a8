import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { NativeSelect } from "@/components/ui/native-select";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { clockText } from "@/components/staff/clock-text";
import { CASE_REASONS, type CaseReason, type CaseStatus } from "@/lib/schemas/support-case";
import { formatDateTime } from "@/lib/format-date";
import type { Language } from "@/i18n/locales";
import { caseQueue } from "@/server/support";
import { getStaffMember, staffPage } from "@/server/web";
import { STAFF_NAV } from "@/components/staff/staff-nav";
import { mayAccess } from "@/lib/staff";
import { redirect } from "next/navigation";
import { db } from "@/server/db";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("cases.title"), robots: { index: false, follow: false } };
}

const OPEN_STATUSES = ["RECEIVED", "INVESTIGATING"] as const;

/** Support's queue: open cases against their clocks, overdue first, filtered by status and reason. */
export default async function StaffCasesPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; reason?: string }>;
}) {
  // The console's front door: a member without support's role starts at the first section their roles open.
  const member = await getStaffMember();
  if (member && !mayAccess(member.roles, "SUPPORT")) {
    const first = STAFF_NAV.find((section) => mayAccess(member.roles, section.access));
    if (first && first.href !== "/staff") redirect(first.href);
  }
  const access = await staffPage("SUPPORT", "/staff");
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const query = await searchParams;
  const status = (OPEN_STATUSES as readonly string[]).includes(query.status ?? "")
    ? (query.status as CaseStatus)
    : undefined;
  const reason = (CASE_REASONS as readonly string[]).includes(query.reason ?? "")
    ? (query.reason as CaseReason)
    : undefined;
  const [t, language, cases] = await Promise.all([
    getTranslations("staff"),
    getLocale() as Promise<Language>,
    caseQueue(db, { status, reason }),
  ]);
  const now = new Date();
  return (
    <ConsoleFrame staff={access.staff} current="cases">
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t("cases.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("cases.intro")}</p>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("cases.status")}
            <NativeSelect name="status" defaultValue={status ?? ""}>
              <option value="">{t("common.all")}</option>
              {OPEN_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`cases.statuses.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("cases.reason")}
            <NativeSelect name="reason" defaultValue={reason ?? ""}>
              <option value="">{t("common.all")}</option>
              {CASE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`cases.reasons.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit" size="md" variant="outline">
            {t("cases.filter")}
          </Button>
        </form>
        {cases.length === 0 ? (
          <p className="rounded-lg border bg-card p-4 text-sm">{t("cases.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {cases.map((item) => {
              const clock = clockText(t, item.dueAt, now);
              return (
                <li key={item.reference}>
                  <Link
                    href={`/staff/cases/${item.reference}`}
                    className={cn(
                      "grid gap-1 rounded-lg border bg-card p-3 hover:bg-accent sm:grid-cols-[8rem_1fr_10rem_9rem] sm:items-center",
                      clock.overdue && "border-destructive",
                    )}
                  >
                    <span className="font-mono font-semibold">{item.reference}</span>
                    <span className="text-sm">
                      {t(`cases.reasons.${item.reason}`)} · {t(`cases.origins.${item.origin as "PERSON"}`)}
                    </span>
                    <span className="text-sm">
                      {t(`cases.statuses.${item.status}`)} · {formatDateTime(item.openedAt, language)}
                    </span>
                    <span className={cn("text-sm font-medium", clock.overdue && "text-destructive")}>{clock.text}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </ConsoleFrame>
  );
}
