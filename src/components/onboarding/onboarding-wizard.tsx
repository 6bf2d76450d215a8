"use client";

import * as React from "react";
import type { VerifiedIdentity } from "@/lib/schemas/onboarding";
import { ProgressSteps } from "./progress-steps";
import { VerifyStep } from "./verify-step";
import { ProfileStep } from "./profile-step";
import { WalletStep } from "./wallet-step";
import { SuccessStep } from "./success-step";

/**
 * Onboarding's screens (spec 2 and 4). What the steps decide is recorded on the server against a signed
 * onboarding cookie; this component only remembers what to show next.
 */
export function OnboardingWizard() {
  const [step, setStep] = React.useState<1 | 2 | 3 | 4>(1);
  const [identity, setIdentity] = React.useState<VerifiedIdentity | null>(null);
  const [kycCompleted, setKycCompleted] = React.useState(false);
  const heading = React.useRef<HTMLDivElement>(null);

  // Each step's heading takes focus, so a screen reader announces where the user is.
  React.useEffect(() => {
    heading.current?.querySelector("h1")?.focus();
  }, [step]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 md:py-12">
      {step < 4 && <ProgressSteps current={step} />}
      <div ref={heading} className="rounded-2xl border bg-card p-5 shadow-sm md:p-8">
        {step === 1 && (
          <VerifyStep
            onVerified={(data) => {
              setIdentity(data);
              setKycCompleted(false);
              setStep(2);
            }}
          />
        )}
        {step === 2 && identity && (
          <ProfileStep
            identity={identity}
            onBack={() => setStep(1)}
            onCompleted={() => {
              setKycCompleted(true);
              setStep(3);
            }}
          />
        )}
        {step === 3 && (
          <WalletStep kycCompleted={kycCompleted} onBack={() => setStep(2)} onCreated={() => setStep(4)} />
        )}
        {step === 4 && <SuccessStep />}
      </div>
    </div>
  );
}
