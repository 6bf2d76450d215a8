"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { messageOr, postJson } from "@/lib/http/post-json";
import { createPinSchema } from "@/lib/schemas/pin";
import { PinField } from "./pin-field";

/** "Create your transaction PIN": four digits, twice. The server refuses what this form refuses, and more. */
export function CreatePinForm({
  onCreated,
  submitLabel,
  autoFocus = false,
}: {
  /** Told the PIN just saved, so a payment waiting for it can go on with it. */
  onCreated: (pin: string) => void;
  submitLabel?: string;
  autoFocus?: boolean;
}) {
  const t = useTranslations("pin");
  const [pin, setPin] = useState("");
  const [confirmPin, setConfirmPin] = useState("");
  const [error, setError] = useState<{ field: "pin" | "confirmPin"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = createPinSchema.safeParse({ pin, confirmPin });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: issue.path[0] === "confirmPin" ? "confirmPin" : "pin", message: issue.message });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postJson("/api/account/pin", parsed.data);
      onCreated(parsed.data.pin);
    } catch (failure) {
      setError({ field: "pin", message: messageOr(failure, t("create.notSaved")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-muted-foreground">{t("create.about")}</p>
      <PinField
        id="new-pin"
        label={t("create.enter")}
        value={pin}
        onChange={setPin}
        autoFocus={autoFocus}
        disabled={busy}
        error={error?.field === "pin" ? error.message : undefined}
      />
      <PinField
        id="confirm-pin"
        label={t("create.confirm")}
        value={confirmPin}
        onChange={setConfirmPin}
        disabled={busy}
        error={error?.field === "confirmPin" ? error.message : undefined}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy && <Loader2Icon className="animate-spin" aria-hidden />}
        {busy ? t("saving") : (submitLabel ?? t("create.submit"))}
      </Button>
    </form>
  );
}
