"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { FormField, describedBy } from "@/components/forms/form-field";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { twoFactorProofSchema, type TwoFactorProofInput } from "@/lib/schemas/two-factor";
import { messageOr, postJson } from "@/lib/http/post-json";

/**
 * The password and a current code (the app's, an SMS code sent on request, or a recovery code): what turning
 * two-factor off and new recovery codes both ask for.
 */
export function ProofForm({
  idPrefix,
  method,
  phoneHint,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  method: "app" | "sms";
  phoneHint: string;
  submitLabel: string;
  onSubmit: (input: TwoFactorProofInput) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations("twoFactor");
  const form = useForm<TwoFactorProofInput>({
    resolver: zodResolver(twoFactorProofSchema),
    defaultValues: { password: "", code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [messageId, setMessageId] = useState<string | null>(null);

  const sendCode = async () => {
    try {
      const body = await postJson<{ data: { messageId: string } }>("/api/account/two-factor/code", {});
      setMessageId(body.data.messageId);
      toast.success(t("codeSent"));
      return body.data.messageId;
    } catch (error) {
      toast.error(t("codeNotSent"), { description: messageOr(error, t("tryAgain")) });
      return null;
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      // the caller's toast said why
    }
  });

  const passwordId = `${idPrefix}-password`;
  const codeId = `${idPrefix}-code`;
  const codeLabel = method === "app" ? t("proof.appCode") : t("proof.smsCode");
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id={passwordId} label={t("proof.password")} error={errors.password?.message}>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          {...describedBy(passwordId, errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <FormField id={codeId} label={codeLabel} error={errors.code?.message}>
        <Input
          id={codeId}
          autoComplete="one-time-code"
          maxLength={24}
          {...describedBy(codeId, errors.code?.message)}
          {...form.register("code")}
        />
      </FormField>
      {method === "sms" &&
        (messageId ? (
          <CodeDelivery messageId={messageId} phoneHint={phoneHint} onResend={sendCode} />
        ) : (
          <Button type="button" variant="outline" className="self-start" onClick={() => void sendCode()}>
            {t("proof.sendCode")}
          </Button>
        ))}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
