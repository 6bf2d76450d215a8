"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { toastFailure } from "@/components/forms/toast-failure";
import { Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField, describedBy } from "@/components/forms/form-field";
import { SelfieCapture } from "@/components/identity/selfie-capture";
import { StateSelect } from "@/components/identity/state-select";
import { profileSchema, type VerifiedIdentity } from "@/lib/schemas/onboarding";
import { TIERS } from "@/lib/limits";
import { useNaira } from "@/components/money/naira";
import { messageOr, postJson } from "@/lib/http/post-json";
import { StepHeading } from "./step-heading";
import { MAIN_ACTION, StepActions } from "./step-actions";

const TIER_1 = TIERS[1];

/**
 * Step 2, Complete Your Profile: details as verified, the address's state, the selfie matched against the
 * identity record's photo (or "Verify my face later", which finishes at tier 1), then KYC completion.
 */
export function ProfileStep({
  identity,
  selfieMatched,
  onSelfieMatched,
  onBack,
  onCompleted,
}: {
  identity: VerifiedIdentity;
  /** The server already matched a selfie for this onboarding: it is not asked for again. */
  selfieMatched: boolean;
  onSelfieMatched: () => void;
  onBack: () => void;
  onCompleted: () => void;
}) {
  const t = useTranslations("onboarding.profile");
  const naira = useNaira();
  const form = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: identity.fullName,
      dateOfBirth: identity.dateOfBirth,
      address: identity.address,
      state: "" as z.input<typeof profileSchema>["state"],
      selfieLater: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const selfieLater = form.watch("selfieLater") === true;

  const submit = form.handleSubmit(async (values) => {
    try {
      await postJson("/api/verify/complete", { ...values, selfieLater: !selfieMatched });
      toast.success(t("complete"), { description: selfieMatched ? t("completeVerified") : t("completeLater") });
      onCompleted();
    } catch (error) {
      toastFailure(error, {
        failed: t("failed"),
        refused: messageOr(error, t("failedDescription")),
        error: t("error"),
        errorDescription: t("errorDescription"),
      });
    }
  });

  // The selfie is asked for first, as the spec's step 2 does, before the fields' own messages.
  const onSubmit = (event: React.FormEvent) => {
    if (!selfieMatched && !form.getValues("selfieLater")) {
      event.preventDefault();
      toast.error(t("biometricRequired"), { description: t("biometricRequiredDescription") });
      return;
    }
    void submit(event);
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <StepHeading title={t("title")} description={t("description")} />
      <FormField id="fullName" label={t("fullName")} error={errors.fullName?.message}>
        <Input
          id="fullName"
          autoComplete="name"
          {...describedBy("fullName", errors.fullName?.message)}
          {...form.register("fullName")}
        />
      </FormField>
      <FormField id="dateOfBirth" label={t("dateOfBirth")} error={errors.dateOfBirth?.message}>
        <Input
          id="dateOfBirth"
          type="date"
          autoComplete="bday"
          {...describedBy("dateOfBirth", errors.dateOfBirth?.message)}
          {...form.register("dateOfBirth")}
        />
      </FormField>
      <FormField id="address" label={t("address")} error={errors.address?.message}>
        <Textarea
          id="address"
          rows={3}
          autoComplete="street-address"
          {...describedBy("address", errors.address?.message)}
          {...form.register("address")}
        />
      </FormField>
      <FormField id="state" label={t("state")} error={errors.state?.message}>
        <StateSelect
          id="state"
          autoComplete="address-level1"
          {...describedBy("state", errors.state?.message)}
          {...form.register("state")}
        />
      </FormField>
      <div className="flex flex-col gap-3 rounded-xl border border-dashed p-4">
        <div>
          <p className="text-sm font-semibold">{t("biometric")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("biometricBody")}</p>
        </div>
        {!selfieLater && (
          <SelfieCapture url="/api/verify/biometric" verified={selfieMatched} onVerified={onSelfieMatched} />
        )}
        {!selfieMatched && (
          <div className="flex items-start gap-3">
            <input
              id="selfieLater"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-primary"
              {...form.register("selfieLater")}
            />
            <label htmlFor="selfieLater" className="text-sm">
              <span className="font-medium">{t("later")}</span>
              <span className="block text-muted-foreground">
                {t("laterBody", {
                  daily: naira(TIER_1.dailySendKobo),
                  max: naira(TIER_1.maxBalanceKobo),
                })}
              </span>
            </label>
          </div>
        )}
      </div>
      <StepActions onBack={onBack}>
        <Button type="submit" size="lg" className={MAIN_ACTION} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {t("submit")}
        </Button>
      </StepActions>
    </form>
  );
}
