"use client";

import { useState } from "react";
import { useNaira } from "@/components/money/naira";
import { useRouter } from "next/navigation";
import { CheckCircle2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { CreatePinForm } from "@/components/pin/create-pin-form";
import { Button } from "@/components/ui/button";
import { tierAllows } from "@/components/identity/tier-summary";
import { useIdentityStatus } from "@/components/identity/use-identity-status";

/**
 * The wallet exists: the transaction PIN every transfer and card top-up asks for is offered here, with Go to
 * Dashboard beside it; skipped, the PIN dialog creates it before the first transfer or top-up.
 */
export function SuccessStep() {
  const t = useTranslations("onboarding.success");
  const identityTexts = useTranslations("identity");
  const naira = useNaira();
  const router = useRouter();
  const [pinCreated, setPinCreated] = useState(false);
  const [identity, retryIdentity] = useIdentityStatus();
  return (
    <div className="flex flex-col gap-6 py-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2Icon className="size-16 text-success" aria-hidden />
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {t("title")}
        </h1>
        <p className="text-sm text-muted-foreground">{pinCreated ? t("readyWithPin") : t("readyNoPin")}</p>
      </div>
      <section
        aria-labelledby="tier-heading"
        className="flex flex-col gap-1 rounded-2xl bg-muted p-4 text-sm"
        data-testid="onboarding-tier"
      >
        {identity.status === "ready" ? (
          <>
            <h2 id="tier-heading" className="font-bold">
              {t("tier", { level: identity.data.level })}
            </h2>
            <p>{tierAllows(identity.data.dailySend, identity.data.maxBalance, identityTexts, naira)}</p>
            {identity.data.proofs.address.status === "failed" && (
              <p>{t("addressFailed", { reason: identity.data.proofs.address.reason })}</p>
            )}
            {identity.data.proofs.address.status === "pending" && <p>{t("addressPending")}</p>}
            {!identity.data.proofs.selfie && <p>{t("faceNotVerified")}</p>}
            {identity.data.nextTier && <p className="text-muted-foreground">{t("raiseAnyTime")}</p>}
          </>
        ) : identity.status === "loading" ? (
          <h2 id="tier-heading" role="status" className="text-muted-foreground">
            {t("loadingLimits")}
          </h2>
        ) : (
          <>
            <h2 id="tier-heading">{t("limitsFailed")}</h2>
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={retryIdentity}>
              {t("tryAgain")}
            </Button>
          </>
        )}
      </section>
      {pinCreated ? (
        <p role="status" className="text-center text-sm font-medium">
          {t("pinSet")}
        </p>
      ) : (
        <section aria-labelledby="create-pin-heading" className="flex flex-col gap-3 rounded-2xl border p-5">
          <h2 id="create-pin-heading" className="text-lg font-bold">
            {t("createPin")}
          </h2>
          <CreatePinForm onCreated={() => setPinCreated(true)} />
          <p className="text-xs text-muted-foreground">{t("pinLater")}</p>
        </section>
      )}
      {/* As the spec draws it: always there. A PIN skipped here is asked for before the first money move. */}
      <Button
        size="lg"
        variant={pinCreated ? "default" : "outline"}
        className="w-full"
        onClick={() => {
          router.push("/dashboard");
          router.refresh();
        }}
      >
        {t("goToDashboard")}
      </Button>
    </div>
  );
}
