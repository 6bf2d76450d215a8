"use client";

import { useTranslations } from "next-intl";
import { usePushSwitches } from "@/components/push/use-push-switches";
import { Section, SettingRow } from "./setting-row";
import { useSettingsState } from "./settings-context";

/** Notifications: four switches saved as they change (the two push ones also subscribe this device); security notifications cannot be turned off. */
export function NotificationsTab() {
  const { settings, save } = useSettingsState();
  const t = useTranslations("settings.notifications");
  const push = usePushSwitches(settings, save);
  return (
    <div className="flex flex-col gap-4">
      <Section title={t("email")}>
        <SettingRow
          id="email-receipts"
          label={t("receipts")}
          description={t("receiptsDescription")}
          checked={settings.emailReceipts}
          onCheckedChange={(emailReceipts) => void save({ emailReceipts })}
        />
        <SettingRow
          id="marketing-emails"
          label={t("marketing")}
          description={t("marketingDescription")}
          checked={settings.marketingEmails}
          onCheckedChange={(marketingEmails) => void save({ marketingEmails })}
        />
      </Section>
      <Section title={t("push")}>
        <SettingRow id="push-notifications" label={t("app")} description={t("appDescription")} {...push.app} />
        <SettingRow
          id="transaction-alerts"
          label={t("alerts")}
          description={t("alertsDescription")}
          {...push.transactions}
        />
        <SettingRow
          id="security-notifications"
          label={t("security")}
          description={t("securityDescription")}
          checked
          disabled
        />
        {push.notice}
      </Section>
    </div>
  );
}
