"use client";

import { useCallback, useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/format-date";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PasswordDialog } from "@/components/passkeys/password-dialog";
import {
  addPasskeyOnThisDevice,
  browserHasWebAuthn,
  deleteAllPasskeys,
  deletePasskey,
  fetchPasskeys,
  passkeyOptions,
  type PasskeySummary,
} from "@/components/passkeys/passkey-api";
import { messageOr } from "@/lib/http/post-json";
import { Section, SettingRow } from "../setting-row";
import { useDeviceName } from "@/components/sessions/use-device-name";

type Confirming = { kind: "all" } | { kind: "one"; passkey: PasskeySummary } | null;

/** Security › Biometric Login: the passkeys of this account, each with Remove, and adding one on this device. */
export function PasskeysSection() {
  const t = useTranslations("passkeys");
  const deviceName = useDeviceName();
  const language = useLocale();
  const day = (at: string) => formatDate(at, language);
  const [supported, setSupported] = useState(true);
  const [passkeys, setPasskeys] = useState<PasskeySummary[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [askingPassword, setAskingPassword] = useState(false);
  const [ready, setReady] = useState<Awaited<ReturnType<typeof passkeyOptions>> | null>(null);

  const reload = useCallback(async () => {
    try {
      setPasskeys(await fetchPasskeys(t("failures.load")));
    } catch (error) {
      toast.error(t("section.notLoaded"), { description: messageOr(error, t("section.tryAgain")) });
    }
  }, [t]);

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
      toast.error(failed, { description: messageOr(error, t("section.tryAgain")) });
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
    <Section title={t("section.title")}>
      <SettingRow
        id="biometric-login"
        label={t("section.label")}
        description={supported ? t("section.description") : t("unsupported")}
        checked={on}
        disabled={!supported || busy || passkeys === null}
        onCheckedChange={onSwitch}
      />
      {on && (
        <ul aria-label={t("section.list")} className="flex flex-col divide-y border-t">
          {passkeys!.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium">{deviceName(passkey.device)}</p>
                <p className="text-muted-foreground">
                  {t("section.added", { date: day(passkey.createdAt) })}
                  {passkey.lastUsedAt ? t("section.lastUsed", { date: day(passkey.lastUsedAt) }) : t("section.notUsed")}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={t("section.removeName", { device: deviceName(passkey.device) })}
                onClick={() => setConfirming({ kind: "one", passkey })}
              >
                {t("section.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PasswordDialog open={askingPassword} onOpenChange={setAskingPassword} onConfirm={confirmPassword} />
      <ConfirmDialog
        open={ready !== null}
        onOpenChange={(open) => !open && setReady(null)}
        title={t("section.confirmed")}
        description={t("section.confirmedDescription")}
        cancel={t("confirm.cancel")}
        confirm={t("section.setUpNow")}
        destructive={false}
        onConfirm={() => {
          const options = ready;
          setReady(null);
          if (options) {
            void run(() => addPasskeyOnThisDevice(options, (key) => t(key)), t("section.isOn"), t("section.notOn"));
          }
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={
          confirming?.kind === "one"
            ? t("section.removeTitle", { device: deviceName(confirming.passkey.device) })
            : t("section.turnOffTitle")
        }
        description={confirming?.kind === "one" ? t("section.removeDescription") : t("section.turnOffDescription")}
        cancel={t("confirm.cancel")}
        confirm={confirming?.kind === "one" ? t("section.remove") : t("section.turnOff")}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (target?.kind === "one") {
            void run(
              () => deletePasskey(target.passkey.id, t("failures.remove")),
              t("section.removed"),
              t("section.notRemoved"),
            );
          } else {
            void run(() => deleteAllPasskeys(t("failures.removeAll")), t("section.isOff"), t("section.notOff"));
          }
        }}
      />
    </Section>
  );
}
