"use client";

import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { cn } from "@/lib/utils";
import { Section, SettingRow } from "../setting-row";

/** Security › Two-Factor Authentication. */
export function TwoFactorSection({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  return (
    <Section title="Two-Factor Authentication">
      <SettingRow
        id="two-factor"
        label={`Two-factor authentication: ${settings.twoFactorEnabled ? "Enabled" : "Disabled"}`}
        description="Ask for a second code when you log in on a new device."
        checked={settings.twoFactorEnabled}
        onCheckedChange={(twoFactorEnabled) => void save({ twoFactorEnabled })}
      />
      {settings.twoFactorEnabled && (
        <fieldset className="mt-2 flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Send codes by</legend>
          {(
            [
              { value: "sms", label: "SMS Authentication" },
              { value: "app", label: "Authenticator App" },
            ] as const
          ).map((option) => (
            <label
              key={option.value}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                settings.twoFactorMethod === option.value && "border-primary bg-primary/5",
              )}
            >
              <input
                type="radio"
                name="two-factor-method"
                value={option.value}
                checked={settings.twoFactorMethod === option.value}
                onChange={() => void save({ twoFactorMethod: option.value })}
                className="size-4 accent-[var(--primary)]"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
    </Section>
  );
}
