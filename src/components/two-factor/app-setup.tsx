"use client";

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
  const confirm = async (code: string) => {
    try {
      const body = await postJson<{ data: { recoveryCodes: string[] } }>("/api/account/two-factor/confirm", { code });
      toast.success("Two-factor authentication is on");
      onEnabled(body.data.recoveryCodes);
    } catch (error) {
      toast.error("Code not accepted", { description: messageOr(error, "Please try again.") });
      throw error;
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...). On
        this phone? Open it in the app instead.
      </p>
      {/* The otpauth:// link opens the phone's authenticator app with the key filled in: a phone cannot scan itself. */}
      <Button asChild variant="outline">
        <a href={setup.uri}>Open in authenticator app</a>
      </Button>
      <img
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="self-center rounded-md border bg-white p-2"
      />
      <div className="text-sm">
        <p className="text-muted-foreground">Can&apos;t scan? Enter this key:</p>
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
              .then(() => toast.success("Key copied"))
              .catch(() => toast.error("Could not copy", { description: "Select the key and copy it." }))
          }
        >
          Copy key
        </Button>
      </div>
      <CodeForm
        id="two-factor-app-code"
        label="Enter the 6-digit code from your authenticator app"
        submitLabel="Turn On"
        onSubmit={confirm}
      />
      <Button type="button" variant="ghost" className="self-end" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
