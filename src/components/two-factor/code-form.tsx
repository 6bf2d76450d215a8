"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { secondFactorSchema, twoFactorConfirmSchema } from "@/lib/schemas/two-factor";

type CodeValues = { code: string };

/**
 * One code field and its button: six digits, or (with `recovery`) a recovery code too. The submit handler
 * throws to keep the code on screen; the form is cleared when it succeeds.
 */
export function CodeForm({
  id,
  label,
  submitLabel,
  busyLabel,
  recovery = false,
  onSubmit,
  children,
}: {
  id: string;
  label: string;
  submitLabel: string;
  busyLabel?: string;
  recovery?: boolean;
  onSubmit: (code: string) => Promise<void>;
  children?: ReactNode;
}) {
  const t = useTranslations("twoFactor");
  const form = useForm<CodeValues>({
    resolver: zodResolver(recovery ? secondFactorSchema : twoFactorConfirmSchema),
    defaultValues: { code: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
      form.reset();
    } catch (error) {
      // The code stays for a second look, and the reason stays beside it after the toast is gone.
      if (error instanceof Error && error.message) form.setError("code", { message: error.message });
    }
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id={id} label={label} error={errors.code?.message}>
        <Input
          id={id}
          autoComplete="one-time-code"
          inputMode={recovery ? "text" : "numeric"}
          maxLength={recovery ? 24 : 6}
          autoFocus
          {...describedBy(id, errors.code?.message)}
          {...form.register("code")}
        />
      </FormField>
      {children}
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? (busyLabel ?? t("checking")) : submitLabel}
      </Button>
    </form>
  );
}
