"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";
import { Button } from "@/components/ui/button";
import { CodeForm } from "./code-form";

export type AppSetupData = { secret: string; uri: string; qrCode: string };

/** The authenticator app's setup: QR code, the key as text, and the first code that turns it on. */
export function AppSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: AppSetupData;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("twoFactor");
  const confirm = async (code: string) => {
    try {
      const body = await postJson<{ data: { recoveryCodes: string[] } }>("/api/account/two-factor/confirm", { code });
      toast.success(t("turnedOn"));
      onEnabled(body.data.recoveryCodes);
    } catch (error) {
      toast.error(t("notAccepted"), { description: messageOr(error, t("tryAgain")) });
      throw error;
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("app.scan")}</p>
      {/* The otpauth:// link opens the phone's authenticator app with the key filled in: a phone cannot scan itself. */}
      <Button asChild variant="outline">
        <a href={setup.uri}>{t("app.open")}</a>
      </Button>
      {/* A data: URL drawn by the server for this setup only: nothing for next/image to fetch or resize. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={setup.qrCode}
        alt={t("app.qrAlt")}
        width={200}
        height={200}
        className="self-center rounded-md border bg-white p-2"
      />
      <div className="text-sm">
        <p className="text-muted-foreground">{t("app.cantScan")}</p>
        <p data-testid="totp-key" className="mt-1 font-mono text-base tracking-wider break-all select-all">
          {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
        </p>
        <Button
          type="button"
          variant="link"
          size="narrow"
          className="self-start"
          onClick={() =>
            void navigator.clipboard
              .writeText(setup.secret)
              .then(() => toast.success(t("app.keyCopied")))
              .catch(() => toast.error(t("couldNotCopy"), { description: t("app.selectKey") }))
          }
        >
          {t("app.copyKey")}
        </Button>
      </div>
      <CodeForm id="two-factor-app-code" label={t("app.codeLabel")} submitLabel={t("turnOn")} onSubmit={confirm} />
      <Button type="button" variant="ghost" className="self-end" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </div>
  );
}
