"use client";

import { PasswordSection } from "./security/password-section";
import { PinSection } from "./security/pin-section";
import { TwoFactorSection } from "./security/two-factor-section";
import { PasskeysSection } from "./security/passkeys-section";
import { SessionsSection } from "./security/sessions-section";
import { FreezeSection } from "./security/freeze-section";

/** Security: password, transaction PIN, two-factor authentication, passkeys, the signed-in devices and the freeze. */
export function SecurityTab() {
  return (
    <div className="flex flex-col gap-4">
      <PasswordSection />
      <PinSection />
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
      <FreezeSection />
    </div>
  );
}
