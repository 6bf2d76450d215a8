import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageFrame } from "@/components/frame/page-frame";
import { SettingsScreen } from "@/components/settings/settings-screen";
import { OpeningTab } from "@/components/settings/opening-tab";
import { SETTINGS_TABS, type SettingsTab } from "@/components/settings/settings-tabs";
import { requireUser, orUnavailableNotice } from "@/server/web";
import { toSessionUser } from "@/lib/session-user";
import { readSettings } from "@/server/auth";
import { db } from "@/server/db";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings.page");
  return { title: t("title") };
}

export default orUnavailableNotice(async function SettingsPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string }>;
}) {
  const user = await requireUser();
  const [settings, { tab }, t] = await Promise.all([
    readSettings(db, user.id),
    searchParams,
    getTranslations("settings.page"),
  ]);
  const initialTab = SETTINGS_TABS.some((item) => item.value === tab) ? (tab as SettingsTab) : "account";
  return (
    <PageFrame backHref="/dashboard" title={t("title")} showTabs>
      <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
        <h1 className="mb-4 text-2xl font-bold tracking-tight">{t("title")}</h1>
        <SettingsScreen
          user={toSessionUser(user)}
          initial={settings}
          tab={initialTab}
          opening={<OpeningTab tab={initialTab} />}
        />
      </div>
    </PageFrame>
  );
});
