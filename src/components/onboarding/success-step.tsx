"use client";

import { useRouter } from "next/navigation";
import { CheckCircle2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

export function SuccessStep() {
  const router = useRouter();
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <CheckCircle2Icon className="size-16 text-success" aria-hidden />
      <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        Account Created Successfully
      </h1>
      <p className="text-sm text-muted-foreground">Your wallet is ready. Send money privately whenever you need to.</p>
      <Button
        size="lg"
        className="mt-2 w-full"
        onClick={() => {
          router.push("/dashboard");
          router.refresh();
        }}
      >
        Go to Dashboard
      </Button>
    </div>
  );
}
