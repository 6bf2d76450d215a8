"use client";

import type { Settings, SettingsPatch } from "@/lib/schemas/settings";
import { PasswordSection } from "./security/password-section";
import { PinSection } from "./security/pin-section";
import { TwoFactorSection } from "./security/two-factor-section";
import { PasskeysSection } from "./security/passkeys-section";
import { SessionsSection } from "./security/sessions-section";

/** Security: password, transaction PIN, two-factor authentication, passkeys and the signed-in devices. */
export function SecurityTab({
  settings,
  save,
}: {
  settings: Settings;
  save: (patch: SettingsPatch) => Promise<boolean>;
}) {
  return (
    <div className="flex flex-col gap-4">
      <PasswordSection />
      <PinSection />
      <TwoFactorSection settings={settings} save={save} />
      <PasskeysSection settings={settings} save={save} />
      <SessionsSection />
    </div>
  );
}
