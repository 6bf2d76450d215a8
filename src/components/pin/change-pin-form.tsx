"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";
import { changePinSchema } from "@/lib/schemas/pin";
import { PinField } from "./pin-field";
import { useSay } from "@/components/forms/use-say";
import { phraseText } from "@/i18n/phrase";

type Field = "currentPin" | "pin" | "confirmPin";

/** Change PIN: the current PIN (a wrong one counts toward the lock, as on a transfer), then the new one twice. */
export function ChangePinForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useTranslations("pin");
  const say = useSay();
  const [values, setValues] = useState<Record<Field, string>>({ currentPin: "", pin: "", confirmPin: "" });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const parsed = changePinSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return setError({ field: (issue.path[0] as Field) ?? "pin", message: issue.message });
    }
    setBusy(true);
    setError(null);
    try {
      await postJson("/api/account/pin", parsed.data);
      toast.success(t("change.changed"));
      onDone();
    } catch (failure) {
      // The server's refusals are about the current PIN (wrong, tries left, locked) or the new one (same as before).
      const message = messageOr(failure, t("change.notChanged"));
      setError({ field: message === say(phraseText("serverErrors.samePin")) ? "pin" : "currentPin", message });
      setValues((current) => ({ ...current, currentPin: "" }));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);
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
      <PinField
        id="current-pin"
        label={t("change.current")}
        value={values.currentPin}
        onChange={set("currentPin")}
        error={errorOf("currentPin")}
        disabled={busy}
        autoFocus
      />
      <PinField
        id="changed-pin"
        label={t("change.new")}
        value={values.pin}
        onChange={set("pin")}
        error={errorOf("pin")}
        disabled={busy}
      />
      <PinField
        id="changed-pin-confirm"
        label={t("change.confirm")}
        value={values.confirmPin}
        onChange={set("confirmPin")}
        error={errorOf("confirmPin")}
        disabled={busy}
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t("change.cancel")}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden />}
          {busy ? t("saving") : t("change.submit")}
        </Button>
      </div>
    </form>
  );
}
