"use client";

import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { useSay } from "@/components/forms/use-say";
import { toast } from "@/components/ui/toast";
import { resetCompleteSchema } from "@/lib/schemas/password-reset";
import { isNewPasswordMessage } from "@/lib/password-rules";
import { messageOr, postJson } from "@/lib/http/post-json";

const FIELDS = [
  { name: "password", labelKey: "newPassword" },
  { name: "confirmPassword", labelKey: "confirmNewPassword" },
] as const;

/** The last step: the new password twice. The server's reasons for refusing one show on its field. */
export function NewPasswordStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations("forgotPassword");
  const say = useSay();
  const form = useForm<z.input<typeof resetCompleteSchema>, unknown, z.output<typeof resetCompleteSchema>>({
    resolver: zodResolver(resetCompleteSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJson("/api/auth/password-reset/complete", values);
      onDone();
    } catch (error) {
      const message = messageOr(error, "");
      if (isNewPasswordMessage(message, say)) form.setError("password", { message }, { shouldFocus: true });
      else toast.error(t("notReset"), { description: message || t("tryAgain") });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {FIELDS.map((field) => (
        <FormField key={field.name} id={field.name} label={t(field.labelKey)} error={errors[field.name]?.message}>
          <Input
            id={field.name}
            type="password"
            autoComplete="new-password"
            {...describedBy(field.name, errors[field.name]?.message)}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? t("resetting") : t("resetPassword")}
      </Button>
    </form>
  );
}
