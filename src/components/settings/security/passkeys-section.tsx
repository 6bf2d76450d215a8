"use client";

import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { Section, SettingRow } from "../setting-row";

/** Security › Biometric Login. */
export function PasskeysSection({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  return (
    <Section title="Biometric Login">
      <SettingRow
        id="biometric"
        label="Biometric login"
        description="Use your fingerprint or face ID to log in on your phone."
        checked={settings.biometricEnabled}
        onCheckedChange={(biometricEnabled) => void save({ biometricEnabled })}
      />
    </Section>
  );
}
