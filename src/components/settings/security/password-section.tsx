"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import type { passwordChangeSchema } from "@/lib/schemas/account";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { onFirstIntent } from "@/lib/on-first-intent";
import { messageOr, postJson } from "@/lib/http/post-json";
import { isNewPasswordMessage } from "@/lib/password-rules";
import { Section } from "../setting-row";
import { useSay } from "@/components/forms/use-say";

type PasswordForm = z.input<typeof passwordChangeSchema>;
const passwordResolver = lazyResolver<PasswordForm, unknown, z.output<typeof passwordChangeSchema>>(() =>
  Promise.all([import("@hookform/resolvers/zod"), import("@/lib/schemas/account")]).then(([{ zodResolver }, schemas]) =>
    zodResolver(schemas.passwordChangeSchema),
  ),
);

const PASSWORD_FIELDS = [
  { name: "currentPassword", labelKey: "current", autoComplete: "current-password" },
  { name: "newPassword", labelKey: "new", autoComplete: "new-password" },
  { name: "confirmPassword", labelKey: "confirm", autoComplete: "new-password" },
] as const;

/** Security › Password: change it with the current one; every other device is signed out. */
export function PasswordSection() {
  const t = useTranslations("settings.password");
  const say = useSay();
  const tr = useTranslations("settings");
  const form = useForm<PasswordForm, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  useEffect(() => onFirstIntent(passwordResolver.preload), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJson("/api/account/password", values);
      form.reset();
      toast.success(t("updated"), { description: t("updatedDescription") });
    } catch (error) {
      const message = messageOr(error, "");
      if (isNewPasswordMessage(message, say)) {
        form.setError("newPassword", { message }, { shouldFocus: true });
        return;
      }
      toast.error(t("notUpdated"), { description: messageOr(error, tr("tryAgain")) });
    }
  });

  return (
    <Section title={t("title")}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {PASSWORD_FIELDS.map((field) => (
          <FormField key={field.name} id={field.name} label={t(field.labelKey)} error={errors[field.name]?.message}>
            <Input
              id={field.name}
              type="password"
              autoComplete={field.autoComplete}
              {...describedBy(field.name, errors[field.name]?.message)}
              {...form.register(field.name)}
            />
          </FormField>
        ))}
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
            {isSubmitting ? t("updating") : t("update")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
