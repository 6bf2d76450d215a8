"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ClosureRequest } from "@/components/closure/closure-request";
import { Section, SettingRow } from "./setting-row";
import { useSettingsState } from "./settings-context";

/** Privacy: always-private activity, usage analytics, the personal-data download and account closure. */
export function PrivacyTab() {
  const { settings, save } = useSettingsState();
  const t = useTranslations("settings.privacy");
  const router = useRouter();
  const tDisplay = useTranslations("display");
  return (
    <div className="flex flex-col gap-4">
      <Section title={t("title")}>
        <SettingRow
          id="hide-activity"
          label={t("hideActivity")}
          description={t("hideActivityDescription")}
          checked
          disabled
        />
        <SettingRow
          id="usage-analytics"
          label={t("analytics")}
          description={tDisplay("analyticsDescription")}
          checked={settings.usageAnalytics}
          // Refreshed so this page's own recording stops (or starts) at once, not from the next page opened.
          onCheckedChange={(usageAnalytics) => void save({ usageAnalytics }).then((saved) => saved && router.refresh())}
        />
      </Section>
      <Section title={t("yourData")}>
        <div className="flex flex-col gap-3">
          <Button asChild variant="outline">
            <a href="/api/account/export" download>
              <DownloadIcon aria-hidden />
              {t("download")}
            </a>
          </Button>
          <ClosureRequest />
        </div>
      </Section>
    </div>
  );
}
