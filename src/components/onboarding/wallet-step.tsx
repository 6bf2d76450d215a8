"use client";

import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { toastFailure } from "@/components/forms/toast-failure";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { walletSchema } from "@/lib/schemas/onboarding";
import { messageOr, postJson } from "@/lib/http/post-json";
import { isNewPasswordMessage } from "@/lib/password-rules";
import { StepHeading } from "./step-heading";
import { MAIN_ACTION, StepActions } from "./step-actions";
import { useSay } from "@/components/forms/use-say";

/** Step 3, Create Your Wallet: email and password; the server creates the account and signs the user in. */
export function WalletStep({
  kycCompleted,
  onBack,
  onCreated,
}: {
  kycCompleted: boolean;
  onBack: () => void;
  onCreated: () => void;
}) {
  const t = useTranslations("onboarding.wallet");
  const say = useSay();
  const form = useForm<z.input<typeof walletSchema>, unknown, z.output<typeof walletSchema>>({
    resolver: zodResolver(walletSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!kycCompleted) {
      toast.error(t("kycRequired"), { description: t("kycRequiredDescription") });
      return;
    }
    try {
      await postJson("/api/wallet/create", values);
      toast.success(t("created"), { description: t("createdDescription") });
      onCreated();
    } catch (error) {
      const message = messageOr(error, "");
      if (isNewPasswordMessage(message, say)) {
        form.setError("password", { message }, { shouldFocus: true });
        return;
      }
      toastFailure(error, {
        failed: t("failed"),
        refused: messageOr(error, t("failedDescription")),
        error: t("error"),
        errorDescription: t("errorDescription"),
      });
    }
  });

  const fields = [
    { name: "email", labelKey: "email", type: "email", autoComplete: "email" },
    { name: "password", labelKey: "password", type: "password", autoComplete: "new-password" },
    { name: "confirmPassword", labelKey: "confirmPassword", type: "password", autoComplete: "new-password" },
  ] as const;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <StepHeading title={t("title")} description={t("description")} />
      {fields.map((field) => (
        <FormField key={field.name} id={field.name} label={t(field.labelKey)} error={errors[field.name]?.message}>
          <Input
            id={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            {...describedBy(field.name, errors[field.name]?.message)}
            {...form.register(field.name)}
          />
        </FormField>
      ))}
      <p className="text-xs leading-relaxed text-muted-foreground" data-testid="wallet-agreement">
        {t.rich("agreement", {
          terms: (chunks) => (
            <Link href="/terms" target="_blank" className="font-medium text-primary underline-offset-2 hover:underline">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link
              href="/privacy"
              target="_blank"
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
      <StepActions onBack={onBack}>
        <Button type="submit" size="lg" className={MAIN_ACTION} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {isSubmitting ? t("creating") : t("submit")}
        </Button>
      </StepActions>
    </form>
  );
}
