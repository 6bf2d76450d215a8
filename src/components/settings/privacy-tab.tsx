"use client";

import { useTranslations } from "next-intl";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { ClosureRequest } from "@/components/closure/closure-request";
import { Section, SettingRow } from "./setting-row";

/** Privacy: always-private activity, usage analytics, the personal-data download and account closure. */
export function PrivacyTab({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  const t = useTranslations("settings.privacy");
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
          description={t("analyticsDescription")}
          checked={settings.usageAnalytics}
          onCheckedChange={(usageAnalytics) => void save({ usageAnalytics })}
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
