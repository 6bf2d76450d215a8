import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { formatDateTime } from "@/lib/format-date";
import type { Language } from "@/i18n/locales";
import { AUDIT_PAGE_SIZE, auditFilterFrom, auditTrail } from "@/server/support";
import { staffPage } from "@/server/web";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("audit.title"), robots: { index: false, follow: false } };
}

const compact = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** Everything staff did, newest first, for every staff member to read; filtered by subject. */
export default async function StaffAuditPage({
  searchParams,
}: {
  searchParams: Promise<{ type?: string; id?: string; before?: string; beforeId?: string }>;
}) {
  const access = await staffPage("ANY", "/staff/audit");
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const { filter, ignored } = auditFilterFrom(await searchParams);
  const { subjectType, subjectId } = filter;
  const [t, language, rows] = await Promise.all([
    getTranslations("staff"),
    getLocale() as Promise<Language>,
    auditTrail(db, filter),
  ]);
  const last = rows.length === AUDIT_PAGE_SIZE ? rows[rows.length - 1]! : null;
  const older = last ? { before: last.at.toISOString(), beforeId: last.id } : null;
  const query = new URLSearchParams({
    ...(subjectType && { type: subjectType }),
    ...(subjectId && { id: subjectId }),
  });
  return (
    <ConsoleFrame staff={access.staff} current="audit">
      <div className="flex max-w-6xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t("audit.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("audit.intro")}</p>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("audit.subjectType")}
            <Input name="type" defaultValue={subjectType} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t("audit.subjectId")}
            <Input name="id" defaultValue={subjectId} />
          </label>
          <Button type="submit" size="md" variant="outline">
            {t("audit.filter")}
          </Button>
          {(subjectType || subjectId) && (
            <Link href="/staff/audit" className="text-sm text-primary underline">
              {t("audit.clear")}
            </Link>
          )}
        </form>
        {ignored && <p className="text-sm text-muted-foreground">{t("audit.filterIgnored")}</p>}
        {rows.length === 0 ? (
          <p className="rounded-lg border bg-card p-4 text-sm">{t("audit.empty")}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm">
                <span className="flex flex-wrap gap-x-3">
                  <span className="font-medium">{row.action}</span>
                  <span>{formatDateTime(row.at, language)}</span>
                  <span>{row.staff ? `${row.staff.name} (${row.staff.email})` : t("audit.nobody")}</span>
                </span>
                <Link
                  href={`/staff/audit?${new URLSearchParams({ type: row.subject.type, id: row.subject.id })}`}
                  className="font-mono break-all text-primary underline-offset-4 hover:underline"
                >
                  {row.subject.type}: {row.subject.id}
                </Link>
                {row.reason && (
                  <span>
                    {t("audit.reason")}: {row.reason}
                  </span>
                )}
                {(row.before !== null || row.after !== null) && (
                  <span className="font-mono text-xs break-all text-muted-foreground">
                    {compact(row.before)} → {compact(row.after)}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
        {older && (
          <Link
            href={`/staff/audit?${new URLSearchParams({ ...Object.fromEntries(query), ...older })}`}
            className="text-sm text-primary underline"
          >
            {t("audit.older")}
          </Link>
        )}
      </div>
    </ConsoleFrame>
  );
}
