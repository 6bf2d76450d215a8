"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { Language } from "@/i18n/locales";
import { toast } from "@/components/ui/toast";
import { toastFailure } from "@/components/forms/toast-failure";
import { FingerprintIcon, Loader2Icon, SmartphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { PhoneInput, digitsOnly } from "@/components/forms/phone-input";
import { ConsentCheckbox } from "@/components/identity/consent-checkbox";
import { CONSENT_REQUIRED, type CodeSent, type VerifiedIdentity } from "@/lib/schemas/onboarding";
import { lazyModule } from "@/lib/lazy-module";
import { messageOr } from "@/lib/http/post-json";
import { postJsonWithProof } from "@/lib/proof-of-work/post-with-proof";
import { onFirstIntent } from "@/lib/on-first-intent";
import { cn } from "@/lib/utils";
import { StepHeading } from "./step-heading";
import { MAIN_ACTION, StepActions } from "./step-actions";
import { CodeScreen, type Method } from "./code-screen";

/** Each way to verify; its words are under `onboarding.verify.<method>` (choice, success, failure). */
const METHODS = {
  bvn: { icon: FingerprintIcon, url: "/api/verify/bvn" },
  phone: { icon: SmartphoneIcon, url: "/api/verify/phone" },
} as const;

/** The step's schemas, loaded once the person starts using the page (see lazyModule). */
const onboardingSchemas = lazyModule(() => import("@/lib/schemas/onboarding"));

/**
 * Step 1, Verify Your Identity: BVN or phone number and the consent to check it. The identity provider's answer
 * stays on the server; a code goes to the phone number on the record, and only the right code releases the
 * details (CodeScreen).
 */
export function VerifyStep({ onVerified }: { onVerified: (data: VerifiedIdentity) => void }) {
  const t = useTranslations("onboarding.verify");
  const consentLanguage = useLocale() as Language; // the consent's words are shown, and recorded, in it
  const router = useRouter();
  const [method, setMethod] = React.useState<Method>("bvn");
  const [value, setValue] = React.useState("");
  const [consent, setConsent] = React.useState(false);
  const [error, setError] = React.useState<string>();
  const [consentError, setConsentError] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
  const [checking, setChecking] = React.useState(false);
  const [sent, setSent] = React.useState<CodeSent | null>(null);
  const config = METHODS[method];
  React.useEffect(() => onFirstIntent(onboardingSchemas.preload), []);

  const choose = (next: Method) => {
    setMethod(next);
    setValue("");
    setError(undefined);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!value) {
      toast.error(t("missing"), { description: t("missingDescription") });
      return;
    }
    if (!consent) {
      setConsentError(CONSENT_REQUIRED);
      return;
    }
    setConsentError(undefined);
    const body =
      method === "bvn" ? { bvn: value, consent, consentLanguage } : { phoneNumber: value, consent, consentLanguage };
    toast.dismiss(); // an earlier attempt's error must not stay beside this one's answer
    setBusy(true);
    try {
      // Offline, the schemas cannot load: the request below fails the same way and says so.
      const schemas = await onboardingSchemas.get().catch(() => null);
      const parsed =
        schemas && (method === "bvn" ? schemas.bvnSchema : schemas.phoneVerificationSchema).safeParse(body);
      if (parsed && !parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      setError(undefined);
      const answer = await postJsonWithProof<{ data: CodeSent }>(config.url, parsed ? parsed.data : body, setChecking);
      setSent(answer.data);
    } catch (failure) {
      toastFailure(failure, {
        failed: t("failed"),
        refused: messageOr(failure, t(`${method}.failure`)),
        error: t("error"),
        errorDescription: t("errorDescription"),
      });
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <CodeScreen
        method={method}
        sent={sent}
        onVerified={(identity) => {
          toast.success(t(`${method}.success`), { description: t("found", { name: identity.fullName }) });
          onVerified(identity);
        }}
        onBack={() => {
          setSent(null);
          setValue("");
        }}
      />
    );
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      <StepHeading title={t("title")} description={t("description")} />
      <div role="radiogroup" aria-label={t("methodLabel")} className="grid grid-cols-2 gap-3">
        {(Object.keys(METHODS) as Method[]).map((key) => {
          const Icon = METHODS[key].icon;
          const selected = key === method;
          return (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => choose(key)}
              className={cn(
                "flex flex-col items-center gap-2 rounded-xl border-2 p-4 text-center text-sm font-semibold transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                selected ? "border-primary bg-primary/5 text-foreground" : "border-border text-muted-foreground",
              )}
            >
              <Icon className={cn("size-6", selected && "text-primary")} aria-hidden />
              {t(`${key}.choice`)}
            </button>
          );
        })}
      </div>
      {method === "bvn" ? (
        <FormField id="bvn" label={t("bvnLabel")} error={error}>
          <Input
            id="bvn"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("bvnPlaceholder")}
            maxLength={11}
            value={value}
            onChange={(event) => setValue(digitsOnly(event.target.value))}
            {...describedBy("bvn", error)}
          />
        </FormField>
      ) : (
        <FormField id="verifyPhone" label={t("phoneLabel")} error={error}>
          <PhoneInput
            id="verifyPhone"
            placeholder="8031234567"
            value={value}
            onChange={(event) => setValue(digitsOnly(event.target.value))}
            {...describedBy("verifyPhone", error)}
          />
        </FormField>
      )}
      <ConsentCheckbox
        id="identityConsent"
        purpose="identity-lookup"
        checked={consent}
        onChange={(event) => {
          setConsent(event.target.checked);
          if (event.target.checked) setConsentError(undefined);
        }}
        error={consentError}
      />
      <p className="text-xs leading-relaxed text-muted-foreground">{t("codeNote")}</p>
      <StepActions onBack={() => router.push("/")}>
        <Button type="submit" size="lg" className={MAIN_ACTION} disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden />}
          {checking ? t("checkingBrowser") : busy ? t("verifying") : t("submit")}
        </Button>
      </StepActions>
    </form>
  );
}
