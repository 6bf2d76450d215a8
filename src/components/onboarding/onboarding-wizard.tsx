"use client";

import * as React from "react";
import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { VerifiedIdentity } from "@/lib/schemas/onboarding";
import type { OnboardingProgress } from "@/server/identity";
import { lazyModule } from "@/lib/lazy-module";
import { onFirstIntent } from "@/lib/on-first-intent";
import { ProgressSteps } from "./progress-steps";
import { VerifyStep } from "./verify-step";

type LaterSteps = typeof import("./later-steps");
const laterSteps = lazyModule(() => import("./later-steps"));

/**
 * Onboarding's screens (docs/product.md, Onboarding). What the steps decide is recorded on the server against a signed
 * onboarding cookie; this component only remembers what to show next. Steps 2 to 4 load once the person
 * starts on step 1 (see onFirstIntent), and at the latest when step 1 is done. A reloaded page starts from
 * `resume`, what the server recorded for this browser's onboarding.
 */
export function OnboardingWizard({ resume = null }: { resume?: OnboardingProgress | null }) {
  const t = useTranslations("onboarding");
  const [step, setStep] = React.useState<1 | 2 | 3 | 4>(resume?.step ?? 1);
  const [identity, setIdentity] = React.useState<VerifiedIdentity | null>(resume?.identity ?? null);
  const [kycCompleted, setKycCompleted] = React.useState(resume?.step === 3);
  const [selfieMatched, setSelfieMatched] = React.useState(resume?.selfieMatched ?? false);
  const [later, setLater] = React.useState<LaterSteps | null>(null);
  const [loadFailed, setLoadFailed] = React.useState(false);
  const heading = React.useRef<HTMLDivElement>(null);

  const load = React.useCallback(() => {
    setLoadFailed(false);
    laterSteps.get().then(setLater, () => setLoadFailed(true));
  }, []);
  React.useEffect(() => onFirstIntent(() => laterSteps.preload()), []);
  React.useEffect(() => {
    if (step > 1 && !later) load();
  }, [step, later, load]);

  // Each step's heading takes focus when it appears, so a screen reader announces where the user is (and
  // steps 2 to 4 arriving while the person types on step 1 do not take the focus away).
  const shown = step === 1 || later ? step : 0;
  React.useEffect(() => {
    heading.current?.querySelector("h1")?.focus();
  }, [shown]);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 md:py-12">
      {step < 4 && <ProgressSteps current={step} />}
      <div ref={heading} className="rounded-2xl border bg-card p-5 shadow-sm md:p-8">
        {step === 1 && (
          <VerifyStep
            onVerified={(data) => {
              setIdentity(data);
              setKycCompleted(false);
              setSelfieMatched(false);
              setStep(2);
            }}
          />
        )}
        {step > 1 && !later && (
          <div className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted-foreground">
            {loadFailed ? (
              <>
                <p role="alert">{t("loadFailed")}</p>
                <Button variant="outline" onClick={load}>
                  {t("tryAgain")}
                </Button>
              </>
            ) : (
              <p role="status" className="flex items-center gap-2">
                <Loader2Icon className="size-4 animate-spin" aria-hidden />
                {t("loadingNext")}
              </p>
            )}
          </div>
        )}
        {step === 2 && identity && later && (
          <later.ProfileStep
            identity={identity}
            selfieMatched={selfieMatched}
            onSelfieMatched={() => setSelfieMatched(true)}
            onBack={() => setStep(1)}
            onCompleted={() => {
              setKycCompleted(true);
              setStep(3);
            }}
          />
        )}
        {step === 3 && later && (
          <later.WalletStep kycCompleted={kycCompleted} onBack={() => setStep(2)} onCreated={() => setStep(4)} />
        )}
        {step === 4 && later && <later.SuccessStep />}
      </div>
    </div>
  );
}
