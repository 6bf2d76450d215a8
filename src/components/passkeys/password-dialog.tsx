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
import { passkeyAddSchema } from "@/lib/schemas/passkey";
import { messageOr } from "@/lib/http/post-json";

type PasswordForm = z.input<typeof passkeyAddSchema>;

/** What the dialog says where it is not adding a passkey (Connect Google): its own title, sentence and buttons. */
export type PasswordDialogWords = { title: string; description: string; continue: string; checking: string };

/**
 * Asks for the account's password before a change to how the account is opened (a passkey, a Google account).
 * onConfirm sends it to the server; its refusal (a wrong password, too many tries) is shown on the field and
 * the dialog stays open.
 */
export function PasswordDialog({
  open,
  onOpenChange,
  onConfirm,
  words,
  id = "passkey-password",
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (password: string) => Promise<void>;
  words?: PasswordDialogWords;
  id?: string;
}) {
  const t = useTranslations("passkeys.password");
  const say = (key: keyof PasswordDialogWords) => words?.[key] ?? t(key);
  const form = useForm<PasswordForm, unknown, z.output<typeof passkeyAddSchema>>({
    resolver: zodResolver(passkeyAddSchema),
    defaultValues: { password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.password?.message;

  useEffect(() => {
    if (!open) form.reset();
  }, [open, form]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (failure) {
      form.setError("password", {
        message: messageOr(failure, t("notChecked")),
      });
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-card p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{say("title")}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{say("description")}</Dialog.Description>
          <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormField id={id} label={t("label")} error={error}>
              <Input
                id={id}
                type="password"
                autoComplete="current-password"
                autoFocus
                {...describedBy(id, error)}
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
                {isSubmitting ? say("checking") : say("continue")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
