"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { Dialog } from "radix-ui";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { connectGoogleSchema } from "@/lib/schemas/connected-accounts";
import { messageOr, postJson } from "@/lib/http/post-json";
import { goToGoogle } from "./go-to-google";

type PasswordForm = z.input<typeof connectGoogleSchema>;

/** The password, then off to Google to choose the account: a refusal stays on the field, the dialog open. */
export function ConnectGoogleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("connectedAccounts");
  const form = useForm<PasswordForm, unknown, z.output<typeof connectGoogleSchema>>({
    resolver: zodResolver(connectGoogleSchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.password?.message;

  useEffect(() => {
    if (!open) form.reset();
  }, [open, form]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await postJson("/api/account/connections/google", { password });
      await goToGoogle();
      // The page is leaving for Google: keep the button busy until it does.
      await new Promise(() => undefined);
    } catch (failure) {
      form.setError("password", { message: messageOr(failure, t("googleUnavailable")) });
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t("confirmTitle")}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t("confirmDescription")}</Dialog.Description>
          <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormField id="google-password" label={t("password")} error={error}>
              <Input
                id="google-password"
                type="password"
                autoComplete="current-password"
                autoFocus
                {...describedBy("google-password", error)}
                {...form.register("password")}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={isSubmitting}>
                  {t("cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
                {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
                {isSubmitting ? t("redirecting") : t("continue")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
