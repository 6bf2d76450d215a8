"use client";

import * as React from "react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { FingerprintIcon, Loader2Icon, SmartphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, describedBy } from "@/components/forms/form-field";
import { PhoneInput, digitsOnly } from "@/components/forms/phone-input";
import type { VerifiedIdentity } from "@/lib/schemas/onboarding";
import { lazyModule } from "@/lib/lazy-module";
import { messageOr, postJson } from "@/lib/http/post-json";
import { onFirstIntent } from "@/lib/on-first-intent";
import { cn } from "@/lib/utils";
import { StepHeading } from "./step-heading";
import { MAIN_ACTION, StepActions } from "./step-actions";

type Method = "bvn" | "phone";

const METHODS = {
  bvn: {
    choice: "Verify with BVN",
    icon: FingerprintIcon,
    url: "/api/verify/bvn",
    success: "BVN Verified",
    failure: "There was a problem verifying your BVN.",
  },
  phone: {
    choice: "Verify with Phone Number",
    icon: SmartphoneIcon,
    url: "/api/verify/phone",
    success: "Phone Number Verified",
    failure: "There was a problem verifying your phone number.",
  },
} as const;

/** The step's schemas, loaded once the person starts using the page (see lazyModule). */
const onboardingSchemas = lazyModule(() => import("@/lib/schemas/onboarding"));

/** Step 1, Verify Your Identity: BVN or phone number, checked by the identity provider. */
export function VerifyStep({ onVerified }: { onVerified: (data: VerifiedIdentity) => void }) {
  const router = useRouter();
  const [method, setMethod] = React.useState<Method>("bvn");
  const [value, setValue] = React.useState("");
  const [error, setError] = React.useState<string>();
  const [busy, setBusy] = React.useState(false);
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
      toast.error("Missing Information", { description: "Please provide the required information" });
      return;
    }
    const body = method === "bvn" ? { bvn: value } : { phoneNumber: value };
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
      const answer = await postJson<{ data: VerifiedIdentity }>(config.url, parsed ? parsed.data : body);
      toast.success(config.success, { description: `We found ${answer.data.fullName}.` });
      onVerified(answer.data);
    } catch (failure) {
      toast.error("Verification Failed", { description: messageOr(failure, config.failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      <StepHeading
        title="Verify Your Identity"
        description="One account per verified identity. Choose how you would like to verify."
      />
      <div role="radiogroup" aria-label="Verification method" className="grid grid-cols-2 gap-3">
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
              {METHODS[key].choice}
            </button>
          );
        })}
      </div>
      {method === "bvn" ? (
        <FormField id="bvn" label="Bank Verification Number (BVN)" error={error}>
          <Input
            id="bvn"
            inputMode="numeric"
            autoComplete="off"
            placeholder="11 digits"
            maxLength={11}
            value={value}
            onChange={(event) => setValue(digitsOnly(event.target.value))}
            {...describedBy("bvn", error)}
          />
        </FormField>
      ) : (
        <FormField id="verifyPhone" label="Phone Number" error={error}>
          <PhoneInput
            id="verifyPhone"
            placeholder="8031234567"
            value={value}
            onChange={(event) => setValue(digitsOnly(event.target.value))}
            {...describedBy("verifyPhone", error)}
          />
        </FormField>
      )}
      <p className="text-xs leading-relaxed text-muted-foreground">
        By continuing you agree that Veil may check these details with our identity partner, as described in our{" "}
        <Link href="/faq" className="font-medium text-primary underline-offset-2 hover:underline">
          Privacy Policy
        </Link>
        . Your BVN is stored encrypted and is never shown to anyone you pay.
      </p>
      <StepActions onBack={() => router.push("/")}>
        <Button type="submit" size="lg" className={MAIN_ACTION} disabled={busy} aria-busy={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden />}
          {busy ? "Verifying..." : "Verify & Continue"}
        </Button>
      </StepActions>
    </form>
  );
}
