"use client";

import { useEffect } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { ShieldCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { lazyResolver } from "@/lib/forms/lazy-resolver";
import { onFirstIntent } from "@/lib/on-first-intent";
import type { TopUpAction } from "./continue-request";

type Step = Exclude<TopUpAction["type"], "open_url">;

const resolvers = {
  send_pin: lazyResolver(() => load("cardPinSchema")),
  send_otp: lazyResolver(() => load("cardOtpSchema")),
  send_phone: lazyResolver(() => load("cardPhoneSchema")),
  send_birthday: lazyResolver(() => load("cardBirthdaySchema")),
};

function load(name: "cardPinSchema" | "cardOtpSchema" | "cardPhoneSchema" | "cardBirthdaySchema") {
  return Promise.all([import("@hookform/resolvers/zod"), import("@/lib/schemas/add-money-steps")]).then(
    ([{ zodResolver }, schemas]) => zodResolver(schemas[name] as never) as never,
  );
}

/** Each step's field: its name and how it takes input (its title, lead and label are texts: addMoney.steps). */
const SCREENS = {
  send_pin: {
    field: "pin",
    input: { type: "password", inputMode: "numeric", maxLength: 4, autoComplete: "off", placeholder: "••••" },
    filter: (value: string) => value.replace(/[^0-9]/g, "").slice(0, 4),
  },
  send_otp: {
    field: "otp",
    input: { type: "text", inputMode: "numeric", maxLength: 8, autoComplete: "one-time-code", placeholder: undefined },
    filter: (value: string) => value.replace(/[^0-9]/g, "").slice(0, 8),
  },
  send_phone: {
    field: "phone",
    input: { type: "tel", inputMode: "tel", maxLength: 14, autoComplete: "tel", placeholder: "08012345678" },
    filter: (value: string) => value.replace(/[^0-9+]/g, "").slice(0, 14),
  },
  send_birthday: {
    field: "birthday",
    input: { type: "date", inputMode: undefined, maxLength: 10, autoComplete: "bday", placeholder: undefined },
    filter: (value: string) => value,
  },
} as const;

/**
 * What the card's bank asks for before it approves a top-up. The value goes to the server once and the field
 * is cleared: a PIN or code is never kept on the page.
 */
export function CardStepForm({
  action,
  amountLabel,
  onSubmit,
  onCancel,
}: {
  action: Exclude<TopUpAction, { type: "open_url" }>;
  amountLabel: string;
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("addMoney");
  const step: Step = action.type;
  const screen = SCREENS[step];
  const form = useForm<FieldValues>({ resolver: resolvers[step], defaultValues: { [screen.field]: "" } });
  useEffect(() => onFirstIntent(resolvers[step].preload), [step]);
  const error = form.formState.errors[screen.field]?.message as string | undefined;
  const displayText = "displayText" in action ? action.displayText : undefined;

  return (
    <form
      method="post"
      noValidate
      className="flex flex-col gap-5"
      data-testid={`card-step-${step}`}
      onSubmit={form.handleSubmit((values) => {
        form.reset({ [screen.field]: "" });
        onSubmit({ [screen.field]: String(values[screen.field]) });
      })}
    >
      <div className="flex flex-col gap-1 text-center">
        <h2 className="text-xl font-bold">{t(`steps.${step}.title`)}</h2>
        <p className="text-sm text-muted-foreground">{t(`steps.${step}.lead`)}</p>
        <p className="text-sm font-medium">{amountLabel}</p>
      </div>
      {displayText && (
        // The card's bank's own words, as it sent them (in English): labelled as its message, not translated.
        <div className="flex flex-col gap-1 rounded-lg bg-muted px-4 py-3 text-sm" role="status">
          <p className="text-xs text-muted-foreground">{t("bankSays")}</p>
          <p lang="en" data-testid="bank-text">
            {displayText}
          </p>
        </div>
      )}
      <FormField id={screen.field} label={t(`steps.${step}.label`)} error={error}>
        <Input
          id={screen.field}
          autoFocus
          className={step === "send_pin" ? "text-center tracking-[0.6em] tabular-nums" : "tabular-nums"}
          {...screen.input}
          {...describedBy(screen.field, error)}
          {...form.register(screen.field, {
            onChange: (event) => (event.target.value = screen.filter(event.target.value)),
          })}
        />
      </FormField>
      <Button type="submit" size="lg">
        {t("continue")}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <p className="flex items-center justify-center gap-2 text-xs text-muted-foreground">
        <ShieldCheckIcon className="size-3.5" aria-hidden />
        {t("stepNeverStored")}
      </p>
    </form>
  );
}
