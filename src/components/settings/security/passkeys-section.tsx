"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/passkeys/confirm-dialog";
import { PasswordDialog } from "@/components/passkeys/password-dialog";
import {
  UNSUPPORTED,
  addPasskeyOnThisDevice,
  browserHasWebAuthn,
  deleteAllPasskeys,
  deletePasskey,
  fetchPasskeys,
  passkeyOptions,
  type PasskeySummary,
} from "@/components/passkeys/passkey-api";
import { formatDate } from "@/lib/format-date";
import { messageOr } from "@/lib/http/post-json";
import { Section, SettingRow } from "../setting-row";

type Confirming = { kind: "all" } | { kind: "one"; passkey: PasskeySummary } | null;

/** Security › Biometric Login: the passkeys of this account, each with Remove, and adding one on this device. */
export function PasskeysSection() {
  const [supported, setSupported] = useState(true);
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [askingPassword, setAskingPassword] = useState(false);
  const [ready, setReady] = useState<Awaited<ReturnType<typeof passkeyOptions>> | null>(null);

  const reload = useCallback(async () => {
    try {
      setPasskeys(await fetchPasskeys());
    } catch (error) {
      toast.error("Passkeys not loaded", { description: messageOr(error, "Please try again.") });
    }
  }, []);

  useEffect(() => {
    setSupported(browserHasWebAuthn());
    void reload();
  }, [reload]);

  async function run(action: () => Promise<void>, done: string, failed: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(failed, { description: messageOr(error, "Please try again.") });
    } finally {
      await reload();
      setBusy(false);
    }
  }

  const on = (passkeys?.length ?? 0) > 0;
  const onSwitch = (checked: boolean) => {
    if (!checked) return setConfirming({ kind: "all" });
    setAskingPassword(true);
  };

  // The password is checked first (a session alone may be a stolen one). The device's prompt then starts from
  // a tap of its own: Safari only lets a fresh tap open it, not the end of a network call.
  async function confirmPassword(password: string) {
    setReady(await passkeyOptions(password));
    setAskingPassword(false);
  }

  return (
    <Section title="Biometric Login">
      <SettingRow
        id="biometric-login"
        label="Biometric login"
        description={supported ? "Log in with your fingerprint or face on this device." : UNSUPPORTED}
        checked={on}
        disabled={!supported || busy || passkeys === null}
        onCheckedChange={onSwitch}
      />
      {on && (
        <ul aria-label="Your passkeys" className="flex flex-col divide-y border-t">
          {passkeys!.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium">{passkey.device}</p>
                <p className="text-muted-foreground">
                  Added {formatDate(passkey.createdAt)}
                  {passkey.lastUsedAt ? ` · Last used ${formatDate(passkey.lastUsedAt)}` : " · Not used yet"}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Remove ${passkey.device}`}
                onClick={() => setConfirming({ kind: "one", passkey })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PasswordDialog open={askingPassword} onOpenChange={setAskingPassword} onConfirm={confirmPassword} />
      <ConfirmDialog
        open={ready !== null}
        onOpenChange={(open) => !open && setReady(null)}
        title="Password confirmed"
        description="Now use your fingerprint or face to finish setting up Biometric login on this device."
        confirm="Set Up Now"
        destructive={false}
        onConfirm={() => {
          const options = ready;
          setReady(null);
          if (options) {
            void run(() => addPasskeyOnThisDevice(options), "Biometric login is on", "Biometric login not turned on");
          }
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.kind === "one" ? `Remove ${confirming.passkey.device}?` : "Turn off Biometric login?"}
        description={
          confirming?.kind === "one"
            ? "This device will need your password to log in."
            : "Every passkey is removed. You will log in with your password."
        }
        confirm={confirming?.kind === "one" ? "Remove" : "Turn Off"}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (target?.kind === "one") {
            void run(() => deletePasskey(target.passkey.id), "Passkey removed", "Passkey not removed");
          } else {
            void run(deleteAllPasskeys, "Biometric login is off", "Biometric login not turned off");
          }
        }}
      />
    </Section>
  );
}
