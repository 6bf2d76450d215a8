"use client";

import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { resetCodeSchema, resetSecondFactorSchema } from "@/lib/schemas/password-reset";
import { messageOr, postJson } from "@/lib/http/post-json";

export type NextStep = "authenticator" | "password";

const KINDS = {
  sms: { schema: resetCodeSchema, url: "/api/auth/password-reset/verify", labelKey: "smsCode", maxLength: 6 },
  authenticator: {
    schema: resetSecondFactorSchema,
    url: "/api/auth/password-reset/second-factor",
    labelKey: "authenticatorCode",
    maxLength: 32,
  },
} as const;

/** A code step: the SMS code, or the authenticator app's code (or a recovery code). The server's refusal shows on the field. */
export function CodeStep({
  kind,
  onVerified,
  children,
}: {
  kind: keyof typeof KINDS;
  onVerified: (next: NextStep) => void;
  children?: ReactNode;
}) {
  const t = useTranslations("forgotPassword");
  const { schema, url, labelKey, maxLength } = KINDS[kind];
  const form = useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await postJson<{ data: { next: NextStep } }>(url, values);
      onVerified(body.data.next);
    } catch (error) {
      form.setError("code", { message: messageOr(error, t("codeNotChecked")) });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="code" label={t(labelKey)} error={errors.code?.message}>
        <Input
          id="code"
          inputMode={kind === "sms" ? "numeric" : "text"}
          autoComplete="one-time-code"
          maxLength={maxLength}
          {...describedBy("code", errors.code?.message)}
          {...form.register("code")}
        />
      </FormField>
      {children}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? t("checking") : t("continue")}
      </Button>
    </form>
  );
}
