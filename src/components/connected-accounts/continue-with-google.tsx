"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { goToGoogle } from "./go-to-google";
import { GoogleMark } from "./google-mark";

/** "Continue with Google" on /login: only where this deployment has Google set up (the page decides). */
export function ContinueWithGoogle() {
  const t = useTranslations("connectedAccounts");
  const [going, setGoing] = useState(false);

  const go = async () => {
    setGoing(true);
    try {
      await goToGoogle();
    } catch {
      setGoing(false);
      toast.error(t("continueWithGoogle"), { description: t("googleUnavailable") });
    }
  };

  return (
    <Button type="button" variant="outline" size="lg" onClick={() => void go()} disabled={going} aria-busy={going}>
      {going ? <Loader2Icon className="animate-spin" aria-hidden /> : <GoogleMark />}
      {going ? t("redirecting") : t("continueWithGoogle")}
    </Button>
  );
}
