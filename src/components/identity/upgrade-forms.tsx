"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import type { Language } from "@/i18n/locales";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, PaperclipIcon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { FormField, describedBy } from "@/components/forms/form-field";
import { digitsOnly } from "@/components/forms/phone-input";
import { addressSchema, bvnUpgradeSchema, ninSchema } from "@/lib/schemas/identity";
import { messageOr, postBody, postJson } from "@/lib/http/post-json";
import type { IdentityStatusJson } from "@/server/identity";
import { ConsentCheckbox } from "./consent-checkbox";
import { StateSelect } from "./state-select";
import { fittedJpeg, photoAsJpeg } from "./square-jpeg";

type Answer = { data: IdentityStatusJson };
type Done = (status: IdentityStatusJson) => void;

const NUMBERS = {
  nin: {
    schema: ninSchema,
    url: "/api/identity/nin",
    purpose: "nin-lookup",
  },
  bvn: {
    schema: bvnUpgradeSchema,
    url: "/api/identity/bvn",
    purpose: "bvn-lookup",
  },
} as const;

type NumberValues = { number: string; consent: boolean };

/** A NIN or a BVN, with the consent to look it up: checked at NIMC or NIBSS against the account's name. */
export function IdentityNumberForm({ kind, onDone }: { kind: "nin" | "bvn"; onDone: Done }) {
  const t = useTranslations("identity.number");
  const consentLanguage = useLocale() as Language; // the consent's words are shown, and recorded, in it
  const config = NUMBERS[kind];
  const form = useForm<NumberValues>({ defaultValues: { number: "", consent: false } });
  const { errors, isSubmitting } = form.formState;
  const id = `upgrade-${kind}`;

  const onSubmit = form.handleSubmit(async ({ number, consent }) => {
    const body = kind === "nin" ? { nin: number, consent, consentLanguage } : { bvn: number, consent, consentLanguage };
    const parsed = config.schema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        form.setError(issue.path[0] === "consent" ? "consent" : "number", { message: issue.message });
      }
      return;
    }
    toast.dismiss();
    try {
      const answer = await postJson<Answer>(config.url, parsed.data);
      form.reset();
      onDone(answer.data);
    } catch (error) {
      toast.error(t("failed"), { description: messageOr(error, t(`${kind}.failure`)) });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id={id} label={t(`${kind}.label`)} error={errors.number?.message}>
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("placeholder")}
          maxLength={11}
          {...describedBy(id, errors.number?.message)}
          {...form.register("number", { setValueAs: (value: string) => digitsOnly(value) })}
        />
      </FormField>
      <ConsentCheckbox
        id={`${id}-consent`}
        purpose={config.purpose}
        error={errors.consent?.message}
        {...form.register("consent")}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? t("verifying") : t(`${kind}.submit`)}
      </Button>
    </form>
  );
}

type AddressValues = z.input<typeof addressSchema>;

/**
 * A home address (street, town, state), with an optional photo of a utility bill, sent to the identity
 * partner's address check; the answer may be that it is still being checked.
 */
export function AddressForm({ onDone }: { onDone: Done }) {
  const t = useTranslations("identity.address");
  const consentLanguage = useLocale() as Language; // the consent's words are shown, and recorded, in it
  const form = useForm<AddressValues, unknown, z.output<typeof addressSchema>>({
    resolver: zodResolver(addressSchema),
    defaultValues: { street: "", city: "", state: "" as AddressValues["state"], consent: false as true },
  });
  const { errors, isSubmitting } = form.formState;
  const [bill, setBill] = React.useState<{ blob: Blob; name: string } | null>(null);
  const [billError, setBillError] = React.useState<string>();
  const canvas = React.useRef<HTMLCanvasElement>(null);

  const chooseBill = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || !canvas.current) return;
    const blob = await photoAsJpeg(canvas.current, file, fittedJpeg);
    if (!blob) {
      setBill(null);
      setBillError(t("unreadable"));
      return;
    }
    setBill({ blob, name: file.name });
    setBillError(undefined);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.set("street", values.street);
    body.set("city", values.city);
    body.set("state", values.state);
    body.set("consent", "true");
    body.set("consentLanguage", consentLanguage);
    if (bill) body.set("utilityBill", bill.blob, "utility-bill.jpg");
    toast.dismiss();
    try {
      const answer = await postBody<Answer>("/api/identity/address", body);
      onDone(answer.data);
    } catch (error) {
      toast.error(t("notVerified"), { description: messageOr(error, t("problem")) });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id="address-street" label={t("street")} error={errors.street?.message}>
        <Input
          id="address-street"
          autoComplete="street-address"
          placeholder="12 Allen Avenue"
          {...describedBy("address-street", errors.street?.message)}
          {...form.register("street")}
        />
      </FormField>
      <FormField id="address-city" label={t("city")} error={errors.city?.message}>
        <Input
          id="address-city"
          autoComplete="address-level2"
          placeholder="Ikeja"
          {...describedBy("address-city", errors.city?.message)}
          {...form.register("city")}
        />
      </FormField>
      <FormField id="address-state" label={t("state")} error={errors.state?.message}>
        <StateSelect
          id="address-state"
          autoComplete="address-level1"
          {...describedBy("address-state", errors.state?.message)}
          {...form.register("state")}
        />
      </FormField>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{t("bill")}</p>
        <p className="text-xs text-muted-foreground">{t("billAbout")}</p>
        <label className="flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-input bg-card px-5 text-sm font-semibold shadow-xs focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent">
          <PaperclipIcon className="size-4" aria-hidden />
          {bill ? t("billAdded", { name: bill.name }) : t("addBill")}
          <input type="file" accept="image/*" className="sr-only" onChange={(event) => void chooseBill(event)} />
        </label>
        {billError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {billError}
          </p>
        )}
        <canvas ref={canvas} hidden />
      </div>
      <ConsentCheckbox
        id="address-consent"
        purpose="address"
        error={errors.consent?.message}
        {...form.register("consent")}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
        {isSubmitting ? t("checking") : t("verify")}
      </Button>
    </form>
  );
}
