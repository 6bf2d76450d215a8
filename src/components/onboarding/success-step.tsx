"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { CheckCircle2Icon } from "lucide-react";
import { CreatePinForm } from "@/components/pin/create-pin-form";
import { Button } from "@/components/ui/button";
import { tierAllows } from "@/components/identity/tier-summary";
import { useIdentityStatus } from "@/components/identity/use-identity-status";

/** The wallet exists: the last step is the transaction PIN every transfer and card top-up will ask for. */
export function SuccessStep() {
  const router = useRouter();
  const [pinCreated, setPinCreated] = useState(false);
  const [identity, retryIdentity] = useIdentityStatus();
  return (
    <div className="flex flex-col gap-6 py-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2Icon className="size-16 text-success" aria-hidden />
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Account Created Successfully
        </h1>
        <p className="text-sm text-muted-foreground">
          {pinCreated
            ? "Your wallet is ready. Send money privately whenever you need to."
            : "Your wallet is ready. One last step keeps your money safe."}
        </p>
      </div>
      <section
        aria-labelledby="tier-heading"
        className="flex flex-col gap-1 rounded-2xl bg-muted p-4 text-sm"
        data-testid="onboarding-tier"
      >
        {identity.status === "ready" ? (
          <>
            <h2 id="tier-heading" className="font-bold">
              Your account is on Tier {identity.data.level}
            </h2>
            <p>{tierAllows(identity.data.dailySend, identity.data.maxBalance)}</p>
            {identity.data.proofs.address.status === "failed" && (
              <p>
                We couldn&apos;t confirm your address: {identity.data.proofs.address.reason} You can add it again from
                Raise your limits.
              </p>
            )}
            {identity.data.proofs.address.status === "pending" && (
              <p>We&apos;re checking your address. Your limits rise as soon as it&apos;s confirmed.</p>
            )}
            {!identity.data.proofs.selfie && (
              <p>Your face isn&apos;t verified yet: take a selfie from Raise your limits to reach Tier 2.</p>
            )}
            {identity.data.nextTier && (
              <p className="text-muted-foreground">You can raise your limits any time from your dashboard.</p>
            )}
          </>
        ) : identity.status === "loading" ? (
          <h2 id="tier-heading" role="status" className="text-muted-foreground">
            Loading your limits…
          </h2>
        ) : (
          <>
            <h2 id="tier-heading">We couldn&apos;t load your limits just now.</h2>
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={retryIdentity}>
              Try again
            </Button>
          </>
        )}
      </section>
      {pinCreated ? (
        <>
          <p role="status" className="text-center text-sm font-medium">
            Your transaction PIN is set. You will enter it to send money and to add money by card.
          </p>
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              router.push("/dashboard");
              router.refresh();
            }}
          >
            Go to Dashboard
          </Button>
        </>
      ) : (
        <section aria-labelledby="create-pin-heading" className="flex flex-col gap-3 rounded-2xl border p-5">
          <h2 id="create-pin-heading" className="text-lg font-bold">
            Create your transaction PIN
          </h2>
          <CreatePinForm onCreated={() => setPinCreated(true)} />
        </section>
      )}
    </div>
  );
}
