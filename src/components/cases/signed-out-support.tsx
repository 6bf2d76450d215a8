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
import { PhoneInput, digitsOnly } from "@/components/forms/phone-input";
import { CASE_NOTE_MAX, signedOutContactSchema, signedOutCaseSchema, type CaseView } from "@/lib/schemas/support-case";
import { messageOr, postJson } from "@/lib/http/post-json";
import { postJsonWithProof } from "@/lib/proof-of-work/post-with-proof";
import { normalizeNigerianPhone } from "@/lib/phone";
import { phoneHint } from "@/lib/phone-hint";
import { SupportEmailLink } from "./support-email-link";

type Contact = z.output<typeof signedOutContactSchema>;

/**
 * Contact Support for a person who cannot sign in: the wallet's phone number and what happened, then the code
 * sent to that number, then the case's reference. A number without a wallet gets no code (the screen cannot
 * tell), so the code step points to support's email as well.
 */
export function SignedOutSupport({ supportEmail }: { supportEmail: string }) {
  const t = useTranslations("cases.signedOut");
  const [sent, setSent] = React.useState<{ contact: Contact; hint: string } | null>(null);
  const [opened, setOpened] = React.useState<CaseView | null>(null);

  if (opened) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 rounded-xl border p-6 text-center">
        <CheckCircle2Icon className="size-10 text-primary" aria-hidden />
        <p className="text-lg font-semibold">{t("openedTitle")}</p>
        <p className="text-sm">{t("opened", { reference: opened.reference })}</p>
        <p className="text-sm text-muted-foreground">{t("openedNext")}</p>
      </div>
    );
  }
  if (sent) {
    return (
      <CodeForm
        contact={sent.contact}
        hint={sent.hint}
        supportEmail={supportEmail}
        onOpened={setOpened}
        onBack={() => setSent(null)}
      />
    );
  }
  return <ContactForm onSent={(contact, hint) => setSent({ contact, hint })} />;
}

function ContactForm({ onSent }: { onSent: (contact: Contact, hint: string) => void }) {
  const t = useTranslations("cases.signedOut");
  const cases = useTranslations("cases");
  const form = useForm<z.input<typeof signedOutContactSchema>, unknown, Contact>({
    resolver: zodResolver(signedOutContactSchema),
    defaultValues: { phoneNumber: "", note: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [checking, setChecking] = React.useState(false);
  const note = form.watch("note");

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await postJsonWithProof("/api/cases/signed-out/start", values, setChecking);
      onSent(values, phoneHint(normalizeNigerianPhone(values.phoneNumber) ?? values.phoneNumber));
    } catch (error) {
      form.setError("root", { message: messageOr(error, t("couldNotSend")) });
    }
  });

  const phone = form.register("phoneNumber", {
    onChange: (event) => {
      event.target.value = digitsOnly(String(event.target.value));
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-xl border p-4">
      <FormField id="contact-phone" label={t("phoneNumber")} error={errors.phoneNumber?.message}>
        <PhoneInput
          id="contact-phone"
          aria-label={t("phoneAfterPrefix")}
          {...describedBy("contact-phone", errors.phoneNumber?.message)}
          {...phone}
        />
      </FormField>
      <FormField id="contact-note" label={cases("noteLabel")} error={errors.note?.message}>
        <Textarea
          id="contact-note"
          rows={4}
          maxLength={CASE_NOTE_MAX}
          placeholder={t("notePlaceholder")}
          {...describedBy("contact-note", errors.note?.message)}
          {...form.register("note")}
        />
      </FormField>
      <p className="-mt-3 text-xs text-muted-foreground">
        {cases("noteCount", { count: note.length, max: CASE_NOTE_MAX })}
      </p>
      {errors.root?.message && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {checking ? t("checkingBrowser") : isSubmitting ? t("sending") : t("sendCode")}
      </Button>
    </form>
  );
}

function CodeForm({
  contact,
  hint,
  supportEmail,
  onOpened,
  onBack,
}: {
  contact: Contact;
  hint: string;
  supportEmail: string;
  onOpened: (opened: CaseView) => void;
  onBack: () => void;
}) {
  const t = useTranslations("cases.signedOut");
  const form = useForm<z.input<typeof signedOutCaseSchema>, unknown, z.output<typeof signedOutCaseSchema>>({
    resolver: zodResolver(signedOutCaseSchema),
    defaultValues: { code: "", note: contact.note },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await postJson<{ data: { case: CaseView } }>("/api/cases/signed-out/verify", values);
      onOpened(body.data.case);
    } catch (error) {
      form.setError("code", { message: messageOr(error, t("codeNotChecked")) });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-xl border p-4">
      <p className="text-sm" role="status">
        {t("codeSent", { phone: hint })}
      </p>
      <FormField id="contact-code" label={t("code")} error={errors.code?.message}>
        <Input
          id="contact-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...describedBy("contact-code", errors.code?.message)}
          {...form.register("code")}
        />
      </FormField>
      <p className="text-xs text-muted-foreground">
        {t.rich("noCode", {
          email: () => <SupportEmailLink email={supportEmail} />,
        })}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          {t("differentNumber")}
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {isSubmitting ? t("opening") : t("openCase")}
        </Button>
      </div>
    </form>
  );
}
