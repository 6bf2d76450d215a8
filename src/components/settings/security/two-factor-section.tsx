"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Loader2Icon, ShieldCheckIcon, SmartphoneIcon, MessageSquareIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";
import type { TwoFactorProofInput } from "@/lib/schemas/two-factor";
import { AppSetup, type AppSetupData } from "@/components/two-factor/app-setup";
import { SmsSetup, type SmsSetupData } from "@/components/two-factor/sms-setup";
import { RecoveryCodes } from "@/components/two-factor/recovery-codes";
import { ProofForm } from "@/components/two-factor/proof-form";
import { Section, SettingRow } from "../setting-row";

type Status =
  { enabled: false } | { enabled: true; method: "app" | "sms"; phoneHint: string; recoveryCodesLeft: number };

type View =
  | { step: "idle" }
  | { step: "choose" }
  | { step: "app"; setup: AppSetupData }
  | { step: "sms"; setup: SmsSetupData }
  | { step: "codes"; codes: string[] }
  | { step: "turn-off" }
  | { step: "new-codes" };

/**
 * Security › Two-Factor Authentication: a switch reading Enabled or Disabled. Switched on, the password and the
 * choice of SMS Authentication or Authenticator App, then that method's setup and recovery codes; switched
 * off, the password and a current code. The switch shows where the account is, not where it is going: it reads
 * Enabled only once the setup is confirmed.
 */
export function TwoFactorSection() {
  const t = useTranslations("twoFactor");
  const [status, setStatus] = useState<Status | null>(null);
  const [view, setView] = useState<View>({ step: "idle" });
  const [starting, setStarting] = useState<"app" | "sms" | null>(null);
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const load = useCallback(async () => {
    try {
      const response = await fetch("/api/account/two-factor", { credentials: "same-origin", cache: "no-store" });
      if (response.ok) setStatus(((await response.json()) as { data: Status }).data);
    } catch {
      // offline: the section stays as it was
    }
  }, []);
  useEffect(() => void load(), [load]);

  const start = async (method: "app" | "sms") => {
    if (password.length === 0) return setPasswordError(t("section.passwordNeeded"));
    setStarting(method);
    setPasswordError(undefined);
    try {
      const body = await postJson<{ data: AppSetupData & SmsSetupData }>("/api/account/two-factor/setup", {
        method,
        password,
      });
      setPassword("");
      setView(method === "app" ? { step: "app", setup: body.data } : { step: "sms", setup: body.data });
    } catch (error) {
      // Nearly always the password (wrong, or too many tries): said on the field, with what to do.
      setPasswordError(messageOr(error, t("tryAgain")));
    } finally {
      setStarting(null);
    }
  };

  const enabled = (codes: string[]) => {
    setView({ step: "codes", codes });
    void load();
  };

  const prove =
    (url: string, done: (body: { data: { recoveryCodes?: string[] } }) => void, failure: string) =>
    async (input: TwoFactorProofInput) => {
      try {
        done(await postJson<{ data: { recoveryCodes?: string[] } }>(url, input));
        void load();
      } catch (error) {
        toast.error(failure, { description: messageOr(error, t("tryAgain")) });
        throw error;
      }
    };

  const settingUp = view.step === "app" || view.step === "sms" || view.step === "codes";
  const toggle = (on: boolean) => {
    if (!status) return;
    if (on && !status.enabled) return setView({ step: "choose" });
    if (!on && status.enabled) return setView({ step: "turn-off" });
    setPassword("");
    setPasswordError(undefined);
    setView({ step: "idle" });
  };

  return (
    <Section title={t("section.title")}>
      {status !== null && !settingUp && (
        <SettingRow
          id="two-factor-switch"
          label={t("section.switch")}
          description={
            status.enabled
              ? t(view.step === "turn-off" ? "section.turningOff" : "section.enabled")
              : t(view.step === "choose" ? "section.turningOn" : "section.disabled")
          }
          checked={status.enabled ? view.step !== "turn-off" : view.step === "choose"}
          onCheckedChange={toggle}
        />
      )}
      <div className="flex flex-col gap-4 py-2">
        {status === null ? (
          <p className="text-sm text-muted-foreground">{t("section.loading")}</p>
        ) : view.step === "codes" ? (
          <RecoveryCodes codes={view.codes} onDone={() => setView({ step: "idle" })} />
        ) : view.step === "app" ? (
          <AppSetup setup={view.setup} onEnabled={enabled} onCancel={() => setView({ step: "idle" })} />
        ) : view.step === "sms" ? (
          <SmsSetup setup={view.setup} onEnabled={enabled} onCancel={() => setView({ step: "idle" })} />
        ) : status.enabled ? (
          <>
            <div className="flex items-start gap-3">
              <ShieldCheckIcon className="mt-0.5 size-5 text-primary" aria-hidden />
              <div className="text-sm">
                <p className="font-medium">{t("section.on", { method: t(`section.methods.${status.method}`) })}</p>
                <p className="text-muted-foreground">
                  {status.method === "app"
                    ? t("section.appCodes", { count: status.recoveryCodesLeft })
                    : t("section.smsCodes", { count: status.recoveryCodesLeft, phone: status.phoneHint })}
                </p>
              </div>
            </div>
            {view.step === "turn-off" ? (
              <ProofForm
                idPrefix="two-factor-off"
                method={status.method}
                phoneHint={status.phoneHint}
                submitLabel={t("section.turnOff")}
                onCancel={() => setView({ step: "idle" })}
                onSubmit={prove(
                  "/api/account/two-factor/disable",
                  () => {
                    toast.success(t("section.turnedOff"));
                    setView({ step: "idle" });
                  },
                  t("section.stillOn"),
                )}
              />
            ) : view.step === "new-codes" ? (
              <ProofForm
                idPrefix="two-factor-codes"
                method={status.method}
                phoneHint={status.phoneHint}
                submitLabel={t("section.getNewCodes")}
                onCancel={() => setView({ step: "idle" })}
                onSubmit={prove(
                  "/api/account/two-factor/recovery-codes",
                  (body) => {
                    setView({ step: "codes", codes: body.data.recoveryCodes ?? [] });
                  },
                  t("section.noNewCodes"),
                )}
              />
            ) : (
              <div className="flex flex-col items-start gap-2">
                <p className="text-sm text-muted-foreground">{t("section.changeMethod")}</p>
                <Button type="button" variant="outline" onClick={() => setView({ step: "new-codes" })}>
                  {t("section.newCodes")}
                </Button>
              </div>
            )}
          </>
        ) : view.step === "choose" ? (
          <div className="flex flex-col gap-2" role="group" aria-label={t("section.choose")}>
            <FormField id="two-factor-password" label={t("section.password")} error={passwordError}>
              <Input
                id="two-factor-password"
                type="password"
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...describedBy("two-factor-password", passwordError)}
              />
            </FormField>
            <p className="text-sm text-muted-foreground">{t("section.then")}</p>
            {(["app", "sms"] as const).map((method) => (
              <Button
                key={method}
                type="button"
                variant="outline"
                disabled={starting !== null}
                onClick={() => void start(method)}
              >
                {starting === method ? (
                  <Loader2Icon className="animate-spin" aria-hidden />
                ) : method === "app" ? (
                  <SmartphoneIcon aria-hidden />
                ) : (
                  <MessageSquareIcon aria-hidden />
                )}
                {t(`section.methods.${method}`)}
              </Button>
            ))}
            <Button
              type="button"
              variant="ghost"
              className="self-end"
              onClick={() => {
                setPassword("");
                setPasswordError(undefined);
                setView({ step: "idle" });
              }}
            >
              {t("section.cancel")}
            </Button>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t("section.off")}</p>
        )}
      </div>
    </Section>
  );
}
