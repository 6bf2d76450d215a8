"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { toast } from "@/components/ui/toast";
import { messageOr, postJson } from "@/lib/http/post-json";
import { pinResetCompleteSchema, pinResetStartSchema } from "@/lib/schemas/pin";
import { PinField } from "./pin-field";

type Field = "password" | "code" | "pin" | "confirmPin";

/**
 * Reset PIN: the password, then the code sent by SMS and the new PIN twice. It also lifts a lock. `onDone` is
 * given the new PIN, so a payment waiting on it can go on without asking for it a third time.
 */
export function ResetPinForm({
  phoneHint,
  onDone,
  onCancel,
}: {
  phoneHint: string;
  onDone: (pin: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("pin");
  const [messageId, setMessageId] = useState<string | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({ password: "", code: "", pin: "", confirmPin: "" });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);

  const sendCode = async (): Promise<string | null> => {
    const parsed = pinResetStartSchema.safeParse({ password: values.password });
    if (!parsed.success) {
      setError({ field: "password", message: parsed.error.issues[0]!.message });
      return null;
    }
    setBusy(true);
    setError(null);
    try {
      const { data } = await postJson<{ data: { messageId: string } }>("/api/account/pin/reset/start", parsed.data);
      setMessageId(data.messageId);
      return data.messageId;
    } catch (failure) {
      setError({ field: messageId ? "code" : "password", message: messageOr(failure, t("reset.notSent")) });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const complete = async () => {
    const parsed = pinResetCompleteSchema.safeParse({
      code: values.code,
      pin: values.pin,
      confirmPin: values.confirmPin,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return setError({ field: (issue.path[0] as Field) ?? "pin", message: issue.message });
    }
    setBusy(true);
    setError(null);
    try {
      await postJson("/api/account/pin/reset/complete", parsed.data);
      toast.success(t("reset.done"));
      onDone(parsed.data.pin);
    } catch (failure) {
      setError({ field: "code", message: messageOr(failure, t("reset.notReset")) });
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
        void (messageId ? complete() : sendCode());
      }}
    >
      {!messageId ? (
        <FormField id="pin-reset-password" label={t("reset.password")} error={errorOf("password")}>
          <Input
            id="pin-reset-password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => set("password")(event.target.value)}
            {...describedBy("pin-reset-password", errorOf("password"))}
          />
        </FormField>
      ) : (
        <>
          <FormField id="pin-reset-code" label={t("reset.code")} error={errorOf("code")}>
            <Input
              id="pin-reset-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={values.code}
              onChange={(event) => set("code")(event.target.value.replace(/[^0-9]/g, ""))}
              {...describedBy("pin-reset-code", errorOf("code"))}
            />
          </FormField>
          <CodeDelivery messageId={messageId} phoneHint={phoneHint} onResend={sendCode} />
          <PinField
            id="reset-pin"
            label={t("change.new")}
            value={values.pin}
            onChange={set("pin")}
            error={errorOf("pin")}
            disabled={busy}
          />
          <PinField
            id="reset-pin-confirm"
            label={t("change.confirm")}
            value={values.confirmPin}
            onChange={set("confirmPin")}
            error={errorOf("confirmPin")}
            disabled={busy}
          />
        </>
      )}
      <div className="flex justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t("change.cancel")}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden />}
          {messageId ? t("reset.submit") : t("reset.sendCode")}
        </Button>
      </div>
    </form>
  );
}
