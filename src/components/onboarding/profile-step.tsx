"use client";

import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { CameraIcon, CheckCircle2Icon, Loader2Icon } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField, describedBy } from "@/components/forms/form-field";
import { SELFIE_PLACEHOLDER, profileSchema, type VerifiedIdentity } from "@/lib/schemas/onboarding";
import { messageOr, postJson } from "@/lib/http/post-json";
import { StepHeading } from "./step-heading";
import { MAIN_ACTION, StepActions } from "./step-actions";

type Selfie = "idle" | "processing" | "verified";

/** Step 2, Complete Your Profile: details as verified, the selfie match, then KYC completion. */
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
  const [selfie, setSelfie] = React.useState<Selfie>(selfieMatched ? "verified" : "idle");
  const form = useForm<z.input<typeof profileSchema>, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { fullName: identity.fullName, dateOfBirth: identity.dateOfBirth, address: identity.address },
  });
  const { errors, isSubmitting } = form.formState;

  const takeSelfie = async () => {
    setSelfie("processing");
    try {
      await postJson("/api/verify/biometric", { imageData: SELFIE_PLACEHOLDER });
      setSelfie("verified");
      onSelfieMatched();
      toast.success("Biometric Verification Successful", { description: "Your identity has been confirmed." });
    } catch (error) {
      setSelfie("idle");
      toast.error("Biometric Verification Failed", { description: messageOr(error, "Please try again.") });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (selfie !== "verified") {
      toast.error("Biometric Verification Required", {
        description: "Please complete the biometric verification before proceeding.",
      });
      return;
    }
    try {
      await postJson("/api/verify/complete", values);
      toast.success("KYC Verification Complete", { description: "Your identity has been verified successfully." });
      onCompleted();
    } catch (error) {
      toast.error("Verification Failed", {
        description: messageOr(error, "There was a problem completing your verification."),
      });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <StepHeading
        title="Complete Your Profile"
        description="Check the details from your verification, then confirm it is you with a selfie."
      />
      <FormField id="fullName" label="Full Name" error={errors.fullName?.message}>
        <Input
          id="fullName"
          autoComplete="name"
          {...describedBy("fullName", errors.fullName?.message)}
          {...form.register("fullName")}
        />
      </FormField>
      <FormField id="dateOfBirth" label="Date of Birth" error={errors.dateOfBirth?.message}>
        <Input
          id="dateOfBirth"
          type="date"
          autoComplete="bday"
          {...describedBy("dateOfBirth", errors.dateOfBirth?.message)}
          {...form.register("dateOfBirth")}
        />
      </FormField>
      <FormField id="address" label="Residential Address" error={errors.address?.message}>
        <Textarea
          id="address"
          rows={3}
          autoComplete="street-address"
          {...describedBy("address", errors.address?.message)}
          {...form.register("address")}
        />
      </FormField>
      <div className="rounded-xl border border-dashed p-4">
        <p className="text-sm font-semibold">Biometric verification</p>
        <p className="mt-1 text-sm text-muted-foreground">A quick selfie confirms you are the person verified.</p>
        <Button
          type="button"
          variant={selfie === "verified" ? "secondary" : "outline"}
          className="mt-3 w-full"
          onClick={() => void takeSelfie()}
          disabled={selfie !== "idle"}
          aria-busy={selfie === "processing"}
        >
          {selfie === "idle" && <CameraIcon aria-hidden />}
          {selfie === "processing" && <Loader2Icon className="animate-spin" aria-hidden />}
          {selfie === "verified" && <CheckCircle2Icon className="text-success" aria-hidden />}
          {selfie === "idle" ? "Take Selfie Verification" : selfie === "processing" ? "Processing..." : "Verified"}
        </Button>
      </div>
      <StepActions onBack={onBack}>
        <Button type="submit" size="lg" className={MAIN_ACTION} disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
          Complete Verification
        </Button>
      </StepActions>
    </form>
  );
}
