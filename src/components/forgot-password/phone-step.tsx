"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, describedBy } from "@/components/forms/form-field";
import { PhoneInput, digitsOnly } from "@/components/forms/phone-input";
import { resetStartSchema } from "@/lib/schemas/password-reset";
import { messageOr } from "@/lib/http/post-json";
import { postJsonWithProof } from "@/lib/proof-of-work/post-with-proof";
import { normalizeNigerianPhone } from "@/lib/phone";
import { phoneHint } from "@/lib/phone-hint";

type Started = { data: { messageId: string } };

/** Step 1: the phone number. The answer is the same whether it has an account or not. */
export function PhoneStep({ onSent }: { onSent: (sent: { messageId: string; phoneHint: string }) => void }) {
  const t = useTranslations("forgotPassword");
  const form = useForm<z.input<typeof resetStartSchema>, unknown, z.output<typeof resetStartSchema>>({
    resolver: zodResolver(resetStartSchema),
    defaultValues: { phoneNumber: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [checking, setChecking] = React.useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = await postJsonWithProof<Started>("/api/auth/password-reset/start", values, setChecking);
      onSent({
        messageId: body.data.messageId,
        phoneHint: phoneHint(normalizeNigerianPhone(values.phoneNumber) ?? values.phoneNumber),
      });
    } catch (error) {
      form.setError("phoneNumber", { message: messageOr(error, t("couldNotSend")) });
    }
  });

  const phone = form.register("phoneNumber", {
    onChange: (event) => {
      event.target.value = digitsOnly(String(event.target.value));
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="phoneNumber" label={t("phoneNumber")} error={errors.phoneNumber?.message}>
        <PhoneInput
          id="phoneNumber"
          aria-label={t("phoneAfterPrefix")}
          {...describedBy("phoneNumber", errors.phoneNumber?.message)}
          {...phone}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {checking ? t("checkingBrowser") : isSubmitting ? t("sending") : t("sendCode")}
      </Button>
    </form>
  );
}
