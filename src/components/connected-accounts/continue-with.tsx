"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { goToProvider, type OAuthProvider } from "./go-to-provider";
import { PROVIDER_NAMES, ProviderMark } from "./provider-mark";

/** "Continue with Google" or "Continue with Facebook" on /login: only where this deployment has it set up. */
export function ContinueWith({ provider }: { provider: OAuthProvider }) {
  const t = useTranslations("connectedAccounts");
  const [going, setGoing] = useState(false);
  const named = { provider: PROVIDER_NAMES[provider] };

  const go = async () => {
    setGoing(true);
    try {
      await goToProvider(provider);
    } catch {
      setGoing(false);
      toast.error(t("continueWith", named), { description: t("unavailable", named) });
    }
  };

  return (
    <Button type="button" variant="outline" size="lg" onClick={() => void go()} disabled={going} aria-busy={going}>
      {going ? <Loader2Icon className="animate-spin" aria-hidden /> : <ProviderMark provider={provider} />}
      {going ? t("redirecting", named) : t("continueWith", named)}
    </Button>
  );
}
