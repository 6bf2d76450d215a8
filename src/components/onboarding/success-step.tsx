"use client";

import { useRouter } from "next/navigation";
import { CheckCircle2Icon } from "lucide-react";
import { CreatePinForm } from "@/components/pin/create-pin-form";
import { toast } from "@/components/ui/toast";

/** The wallet exists: the last step is the transaction PIN every transfer and card top-up will ask for. */
export function SuccessStep() {
  const router = useRouter();
  return (
    <div className="flex flex-col gap-6 py-6">
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2Icon className="size-16 text-success" aria-hidden />
        <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Account Created Successfully
        </h1>
        <p className="text-sm text-muted-foreground">Your wallet is ready. One last step keeps your money safe.</p>
      </div>
      <section aria-labelledby="create-pin-heading" className="flex flex-col gap-3 rounded-2xl border p-5">
        <h2 id="create-pin-heading" className="text-lg font-bold">
          Create your transaction PIN
        </h2>
        <CreatePinForm
          submitLabel="Create PIN and go to Dashboard"
          onCreated={() => {
            toast.success("Transaction PIN created");
            router.push("/dashboard");
            router.refresh();
          }}
        />
      </section>
    </div>
  );
}
