"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { DownloadIcon, Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { messageOr, postJson } from "@/lib/http/post-json";
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
  const tr = useTranslations("settings");
  const [confirming, setConfirming] = React.useState(false);
  const [closing, setClosing] = React.useState(false);

  const requestClosure = async () => {
    setClosing(true);
    try {
      await postJson("/api/account/closure");
      setConfirming(false);
      toast.success(t("requested"), { description: t("requestedDescription") });
    } catch (error) {
      toast.error(t("notRequested"), { description: messageOr(error, tr("tryAgain")) });
    } finally {
      setClosing(false);
    }
  };

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
          {confirming ? (
            <div
              role="alertdialog"
              aria-labelledby="closure-title"
              className="rounded-lg border border-destructive/40 p-4"
            >
              <p id="closure-title" className="text-sm font-semibold">
                {t("closeTitle")}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{t("closeBody")}</p>
              <div className="mt-3 flex gap-3">
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {t("keep")}
                </Button>
                <Button
                  variant="destructive"
                  onClick={() => void requestClosure()}
                  disabled={closing}
                  aria-busy={closing}
                >
                  {closing && <Loader2Icon className="animate-spin" aria-hidden />}
                  {t("confirmClosure")}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              {t("requestClosure")}
            </Button>
          )}
        </div>
      </Section>
    </div>
  );
}
