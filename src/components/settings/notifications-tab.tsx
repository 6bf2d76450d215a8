"use client";

import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { usePushSwitches } from "@/components/push/use-push-switches";
import { Section, SettingRow } from "./setting-row";

/** Notifications: four switches saved as they change (the two push ones also subscribe this device); security notifications cannot be turned off. */
export function NotificationsTab({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  const push = usePushSwitches(settings, save);
  return (
    <div className="flex flex-col gap-4">
      <Section title="Email Notifications">
        <SettingRow
          id="email-receipts"
          label="Transaction receipts"
          description="An email receipt for every transfer and top-up."
          checked={settings.emailReceipts}
          onCheckedChange={(emailReceipts) => void save({ emailReceipts })}
        />
        <SettingRow
          id="marketing-emails"
          label="Marketing emails"
          description="News about Veil and its features."
          checked={settings.marketingEmails}
          onCheckedChange={(marketingEmails) => void save({ marketingEmails })}
        />
      </Section>
      <Section title="Push Notifications">
        <SettingRow
          id="push-notifications"
          label="App notifications"
          description="Updates from Veil on this device."
          {...push.app}
        />
        <SettingRow
          id="transaction-alerts"
          label="Transaction alerts"
          description="An alert as soon as money moves in or out."
          {...push.transactions}
        />
        <SettingRow
          id="security-notifications"
          label="Security notifications"
          description="This cannot be disabled as it is essential for account safety."
          checked
          disabled
        />
        {push.notice}
      </Section>
    </div>
  );
}
