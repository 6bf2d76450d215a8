"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { toast } from "@/components/ui/toast";
import { CodeDelivery } from "@/components/codes/code-delivery";
import { unfreezeSchema } from "@/lib/schemas/freeze";
import { messageOr, postJson } from "@/lib/http/post-json";
import type { FreezeView } from "./freeze-view";

type UnfreezeForm = z.input<typeof unfreezeSchema>;
type Sent = { messageId: string; phoneHint: string };

/**
 * Unfreeze: "Send code" texts the code to the account's number; the password and that code set the unfreeze
 * for after the delay. A refusal is shown under the form in the server's words, which name what was wrong.
 */
export function UnfreezeForm({ minutes, onAccepted }: { minutes: number; onAccepted: (state: FreezeView) => void }) {
  const t = useTranslations("freeze.section");
  const [sent, setSent] = useState<Sent | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<UnfreezeForm, unknown, z.output<typeof unfreezeSchema>>({
    resolver: zodResolver(unfreezeSchema),
    defaultValues: { password: "", code: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const sendCode = async (): Promise<string | null> => {
    setSending(true);
    try {
      const body = await postJson<{ data: Sent }>("/api/account/unfreeze/code", {});
      setSent(body.data);
      toast.success(t("codeSent"), { description: t("codeSentDescription") });
      return body.data.messageId;
    } catch (error) {
      toast.error(t("codeNotSent"), { description: messageOr(error, t("tryAgain")) });
      return null;
    } finally {
      setSending(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const body = await postJson<{ data: FreezeView }>("/api/account/unfreeze", values);
      form.reset();
      onAccepted(body.data);
    } catch (error) {
      // The server's sentence says which was wrong (the password, the code) and what to do.
      setRefusal(messageOr(error, t("tryAgain")));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t("unfreezeTitle")}>
      <p className="text-sm text-muted-foreground">{t("unfreezeExplain", { minutes })}</p>
      <FormField id="unfreeze-password" label={t("password")} error={errors.password?.message}>
        <Input
          id="unfreeze-password"
          type="password"
          autoComplete="current-password"
          {...describedBy("unfreeze-password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <FormField id="unfreeze-code" label={t("code")} error={errors.code?.message}>
        <div className="flex gap-2">
          <Input
            id="unfreeze-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...describedBy("unfreeze-code", errors.code?.message)}
            {...form.register("code")}
          />
          {!sent && (
            <Button
              type="button"
              variant="outline"
              onClick={() => void sendCode()}
              disabled={sending}
              aria-busy={sending}
            >
              {sending && <Loader2Icon className="animate-spin" aria-hidden />}
              {sending ? t("sendingCode") : t("sendCode")}
            </Button>
          )}
        </div>
      </FormField>
      {sent && <CodeDelivery messageId={sent.messageId} phoneHint={sent.phoneHint} onResend={sendCode} />}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-destructive">
          <span className="font-semibold">{t("notUnfrozen")}.</span> {refusal}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {isSubmitting ? t("unfreezing") : t("unfreeze")}
        </Button>
      </div>
    </form>
  );
}
