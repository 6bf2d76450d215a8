"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ChangePinForm } from "@/components/pin/change-pin-form";
import { CreatePinForm } from "@/components/pin/create-pin-form";
import { ResetPinForm } from "@/components/pin/reset-pin-form";
import { toast } from "@/components/ui/toast";
import { readPhoneHint } from "@/components/pin/read-phone-hint";
import { Section } from "../setting-row";

type Status = { hasPin: boolean; locked: boolean; untilReset: boolean; phoneHint: string };

async function readStatus(): Promise<Status | null> {
  const [pin, hint] = await Promise.all([fetch("/api/account/pin", { credentials: "same-origin" }), readPhoneHint()]);
  if (!pin.ok || hint === null) return null;
  const { data } = (await pin.json()) as { data: { hasPin: boolean; locked: boolean; untilReset: boolean } };
  return { ...data, phoneHint: hint };
}

/** Security › Transaction PIN: create it (when there is none), change it, or reset it with the password and an SMS code. */
export function PinSection() {
  const t = useTranslations("pin.section");
  const [status, setStatus] = useState<Status | null>(null);
  const [mode, setMode] = useState<"idle" | "change" | "reset">("idle");
  const refresh = useCallback(() => {
    readStatus()
      .then(setStatus)
      .catch(() => setStatus(null));
  }, []);
  useEffect(refresh, [refresh]);
  // "Reset your PIN" from a locked payment lands here with ?pin=reset: straight to the reset.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("pin") === "reset") {
      setMode("reset");
      document.getElementById("transaction-pin-section")?.scrollIntoView({ block: "start" });
    }
  }, []);
  const done = () => {
    setMode("idle");
    refresh();
  };

  return (
    <Section title={t("title")} id="transaction-pin-section">
      {!status ? (
        <p className="text-sm text-muted-foreground">{t("loading")}</p>
      ) : !status.hasPin ? (
        <>
          <p className="mb-4 text-sm font-medium">{t("create")}</p>
          <CreatePinForm
            onCreated={() => {
              toast.success(t("created"));
              done();
            }}
          />
        </>
      ) : mode === "change" ? (
        <ChangePinForm onDone={done} onCancel={() => setMode("idle")} />
      ) : mode === "reset" ? (
        <ResetPinForm phoneHint={status.phoneHint} onDone={done} onCancel={() => setMode("idle")} />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            {status.locked ? t(status.untilReset ? "lockedUntilReset" : "locked") : t("about")}
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setMode("reset")}>
              {t("reset")}
            </Button>
            {/* A locked PIN cannot be proven, so only the reset is offered. */}
            {!status.locked && <Button onClick={() => setMode("change")}>{t("change")}</Button>}
          </div>
        </div>
      )}
    </Section>
  );
}
