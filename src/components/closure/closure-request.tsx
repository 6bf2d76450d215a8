"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Loader2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { messageOr, postJson } from "@/lib/http/post-json";

type Requested = { data: { requestedAt: string; closesAt: string; existing: boolean } };

const STEPS = ["balance", "sessions", "coolingOff", "closed", "moneyIn"] as const;

/**
 * Settings › Privacy "Request account closure": says what happens before asking, then asks. A refusal (money
 * left) stays in the dialog; once requested every session has ended, so the answer leads to the login page.
 */
export function ClosureRequest() {
  const t = useTranslations("closure");
  const router = useRouter();
  const [confirming, setConfirming] = React.useState(false);
  const [closing, setClosing] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<Requested["data"] | null>(null);

  const request = async () => {
    setClosing(true);
    setProblem(null);
    try {
      setDone((await postJson<Requested>("/api/account/closure")).data);
    } catch (error) {
      setProblem(messageOr(error, t("tryAgain")));
    } finally {
      setClosing(false);
    }
  };

  if (done) {
    return (
      <div role="status" className="rounded-lg border p-4 text-sm">
        <p className="font-semibold">
          {t(done.existing ? "alreadyPending" : "requested", { date: new Date(done.closesAt) })}
        </p>
        <Button className="mt-3" onClick={() => router.push("/login")}>
          {t("continue")}
        </Button>
      </div>
    );
  }
  if (!confirming) {
    return (
      <Button variant="destructive" onClick={() => setConfirming(true)}>
        {t("request")}
      </Button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby="closure-title" className="rounded-lg border border-destructive/40 p-4">
      <p id="closure-title" className="text-sm font-semibold">
        {t("dialogTitle")}
      </p>
      <p className="mt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("whatHappens")}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {STEPS.map((step) => (
          <li key={step}>{t(`steps.${step}`)}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("keptTitle")}</p>
      <p className="mt-1 text-sm">{t("kept")}</p>
      <p className="mt-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("erasedTitle")}</p>
      <p className="mt-1 text-sm">{t("erased")}</p>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => setConfirming(false)}>
          {t("keep")}
        </Button>
        <Button variant="destructive" onClick={() => void request()} disabled={closing} aria-busy={closing}>
          {closing && <Loader2Icon className="animate-spin" aria-hidden />}
          {t("confirm")}
        </Button>
      </div>
    </div>
  );
}
