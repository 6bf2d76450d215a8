"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { CheckCircle2Icon } from "lucide-react";
import { CreatePinForm } from "@/components/pin/create-pin-form";
import { Button } from "@/components/ui/button";

/** The wallet exists: the last step is the transaction PIN every transfer and card top-up will ask for. */
export function SuccessStep() {
  const router = useRouter();
  const [pinCreated, setPinCreated] = useState(false);
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
