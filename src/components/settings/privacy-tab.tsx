"use client";

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
  return (
    <div className="flex flex-col gap-4">
      <Section title="Privacy">
        <SettingRow
          id="hide-activity"
          label="Hide transaction activity"
          description="Transactions are always kept private: recipients see Veil, never you."
          checked
          disabled
        />
        <SettingRow
          id="usage-analytics"
          label="Usage analytics"
          description="Share anonymous usage data that helps us improve Veil."
          checked={settings.usageAnalytics}
          onCheckedChange={(usageAnalytics) => void save({ usageAnalytics })}
        />
      </Section>
      <Section title="Your Data">
        <div className="flex flex-col gap-3">
          <Button asChild variant="outline">
            <a href="/api/account/export" download>
              <DownloadIcon aria-hidden />
              Download personal data
            </a>
          </Button>
          <ClosureRequest />
        </div>
      </Section>
    </div>
  );
}
