"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2Icon, Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField, describedBy } from "@/components/forms/form-field";
import { MISTAKE_NOTE_MAX, mistakenPaymentSchema } from "@/lib/schemas/mistaken-payment";
import { messageOr, postJson } from "@/lib/http/post-json";

type Input = z.input<typeof mistakenPaymentSchema>;
type Output = z.output<typeof mistakenPaymentSchema>;

/**
 * Money received by mistake: the facts from the person's own bank alert, then the case reference. The answer
 * never names the sender, and the sender is never told who came forward.
 */
export function MistakenPaymentForm() {
  const t = useTranslations("cases.mistake");
  const [opened, setOpened] = React.useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(mistakenPaymentSchema),
    defaultValues: { reference: "", amount: "", accountLast4: "", contact: "", note: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (opened) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-xl border p-6 text-center">
        <CheckCircle2Icon className="size-10 text-primary" aria-hidden />
        <p className="text-lg font-semibold">{t("openedTitle")}</p>
        <p className="text-sm">{t("opened", { reference: opened })}</p>
        <p className="text-sm text-muted-foreground">{t("openedNext")}</p>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await postJson<{ data: { case: { reference: string } } }>("/api/cases/mistaken-payment", values);
      setOpened(body.data.case.reference);
    } catch (error) {
      form.setError("root", { message: messageOr(error, t("notSent")) });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-xl border p-4">
      <FormField id="mistake-reference" label={t("reference")} error={errors.reference?.message}>
        <Input
          id="mistake-reference"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...describedBy("mistake-reference", errors.reference?.message)}
          {...form.register("reference")}
        />
      </FormField>
      <p id="mistake-reference-hint" className="-mt-3 text-xs text-muted-foreground">
        {t("referenceHint")}
      </p>
      <FormField id="mistake-amount" label={t("amount")} error={errors.amount?.message}>
        <Input
          id="mistake-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...describedBy("mistake-amount", errors.amount?.message)}
          {...form.register("amount")}
        />
      </FormField>
      <FormField id="mistake-last4" label={t("accountLast4")} error={errors.accountLast4?.message}>
        <Input
          id="mistake-last4"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          className="font-mono"
          {...describedBy("mistake-last4", errors.accountLast4?.message)}
          {...form.register("accountLast4")}
        />
      </FormField>
      <FormField id="mistake-contact" label={t("contact")} error={errors.contact?.message}>
        <Input
          id="mistake-contact"
          autoComplete="email"
          {...describedBy("mistake-contact", errors.contact?.message)}
          {...form.register("contact")}
        />
      </FormField>
      <p id="mistake-contact-hint" className="-mt-3 text-xs text-muted-foreground">
        {t("contactHint")}
      </p>
      <FormField id="mistake-note" label={t("note")} error={errors.note?.message}>
        <Textarea
          id="mistake-note"
          rows={3}
          maxLength={MISTAKE_NOTE_MAX}
          {...describedBy("mistake-note", errors.note?.message)}
          {...form.register("note")}
        />
      </FormField>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
