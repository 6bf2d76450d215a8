import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ConsoleFrame } from "@/components/staff/console-frame";
import { StaffRefused } from "@/components/staff/staff-refused";
import { TeamRoles } from "@/components/staff/team-roles";
import { actionWords } from "@/components/staff/clock-text";
import { formatDateTime } from "@/lib/format-date";
import type { Language } from "@/i18n/locales";
import { listStaff } from "@/server/support";
import { staffPage } from "@/server/web";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("staff");
  return { title: t("team.title"), robots: { index: false, follow: false } };
}

/** Admin: every staff member, their roles, and disable; each change audited, and one admin always kept. */
export default async function StaffTeamPage() {
  const access = await staffPage("ADMIN", "/staff/team");
  if ("refused" in access) return <StaffRefused refused={access.refused} />;
  const [t, language, team] = await Promise.all([
    getTranslations("staff"),
    getLocale() as Promise<Language>,
    listStaff(db),
  ]);
  const words = await actionWords(t);
  const texts = {
    roles: { SUPPORT: t("roles.SUPPORT"), OPERATIONS: t("roles.OPERATIONS"), ADMIN: t("roles.ADMIN") },
    reason: t("common.reason"),
    save: t("team.saveRoles"),
    disable: t("team.disable"),
    enable: t("team.enable"),
    saved: t("team.saved"),
    fallback: words.fallback,
  };
  return (
    <ConsoleFrame staff={access.staff} current="team">
      <div className="flex max-w-5xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t("team.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("team.intro")}</p>
        <ul className="flex flex-col gap-2">
          {team.map((member) => (
            <li key={member.id} className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm">
              <span className="flex flex-wrap gap-2">
                <span className="font-medium">{member.name}</span>
                <span className="font-mono">{member.email}</span>
                <span className={member.disabledAt ? "text-destructive" : "text-muted-foreground"}>
                  {member.disabledAt ? t("team.disabled") : t("team.active")} ·{" "}
                  {formatDateTime(member.createdAt, language)}
                </span>
              </span>
              <TeamRoles id={member.id} roles={member.roles} disabled={member.disabledAt !== null} texts={texts} />
            </li>
          ))}
        </ul>
      </div>
    </ConsoleFrame>
  );
}
