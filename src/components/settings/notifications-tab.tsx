"use client";

import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { Section, SettingRow } from "./setting-row";

/** Notifications: four switches saved as they change; security notifications cannot be turned off. */
export function NotificationsTab({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
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
          checked={settings.pushNotifications}
          onCheckedChange={(pushNotifications) => void save({ pushNotifications })}
        />
        <SettingRow
          id="transaction-alerts"
          label="Transaction alerts"
          description="An alert as soon as money moves in or out."
          checked={settings.transactionAlerts}
          onCheckedChange={(transactionAlerts) => void save({ transactionAlerts })}
        />
        <SettingRow
          id="security-notifications"
          label="Security notifications"
          description="This cannot be disabled as it is essential for account safety."
          checked
          disabled
        />
      </Section>
    </div>
  );
}
